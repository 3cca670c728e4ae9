CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content_html" text NOT NULL,
	"content_html_en" text,
	"version" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"url" text NOT NULL,
	"kind" text DEFAULT 'doc' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"content_html" text NOT NULL,
	"content_html_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"spread_id" text,
	"kind" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"spread_id" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"click_id" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"landing" text DEFAULT '' NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "notes_en" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "released_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_links" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "content_html_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_zh" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || regexp_replace(coalesce(content_html, ''), '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_en" text GENERATED ALWAYS AS (lower(coalesce(title_en, '') || ' ' || coalesce(summary_en, '') || ' ' || regexp_replace(coalesce(content_html_en, ''), '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "news_classes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_html_en" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_class_id_resource_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."resource_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_type_key" ON "agreements" USING btree ("type");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "resources_class_idx" ON "resources" USING btree ("class_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_slug_key" ON "solutions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "traffic_events_spread_idx" ON "traffic_events" USING btree ("spread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_visits_spread_key" ON "traffic_visits" USING btree ("spread_id");--> statement-breakpoint
CREATE INDEX "traffic_visits_source_idx" ON "traffic_visits" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "news_search_zh_trgm" ON "news" USING gin ("search_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_en_trgm" ON "news" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();