ALTER TABLE "solutions" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "sections_en" jsonb;