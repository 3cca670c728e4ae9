CREATE TABLE "phone_stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"control" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_phones" ADD COLUMN "backend_ref" text;--> statement-breakpoint
ALTER TABLE "phone_stream_tickets" ADD CONSTRAINT "phone_stream_tickets_phone_id_cloud_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."cloud_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_stream_tickets_user_unused_idx" ON "phone_stream_tickets" USING btree ("user_id") WHERE "phone_stream_tickets"."used_at" is null;