CREATE TABLE "sandbox_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due_idx" ON "sandbox_notifications" USING btree ("next_attempt_at") WHERE "sandbox_notifications"."status" = 'pending';