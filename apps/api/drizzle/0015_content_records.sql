CREATE TABLE "content_images" (
	"sha256" text NOT NULL,
	"ext" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_sha256_ext_pk" PRIMARY KEY("sha256","ext")
);
--> statement-breakpoint
CREATE TABLE "news_preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_operators_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_preview_links" ADD CONSTRAINT "news_preview_links_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_preview_links" ADD CONSTRAINT "news_preview_links_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_preview_links" ADD CONSTRAINT "news_preview_links_revoked_by_operators_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_images_uploaded_idx" ON "content_images" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "news_preview_links_news_idx" ON "news_preview_links" USING btree ("news_id","expires_at");