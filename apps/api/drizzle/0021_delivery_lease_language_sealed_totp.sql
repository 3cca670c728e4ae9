ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_key_id" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_key_id" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "lang" text DEFAULT 'zh-CN' NOT NULL;