CREATE TABLE "customer_audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_key_id" text,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"resource" text,
	"ip" text NOT NULL,
	"status" integer NOT NULL,
	"ok" boolean NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_audit_owner_idx" ON "customer_audit_events" USING btree ("owner_id","id");