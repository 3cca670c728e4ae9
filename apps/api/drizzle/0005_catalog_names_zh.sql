ALTER TABLE "disk_types" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "instance_families" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "instance_families" ADD COLUMN "description_zh" text;--> statement-breakpoint
ALTER TABLE "phone_packages" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "phone_packages" ADD COLUMN "badge_zh" text;--> statement-breakpoint
ALTER TABLE "purchase_durations" ADD COLUMN "label_zh" text;--> statement-breakpoint
ALTER TABLE "region_fathers" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "phone_durations" ADD COLUMN "label_zh" text;--> statement-breakpoint
ALTER TABLE "phone_regions" ADD COLUMN "name_zh" text;