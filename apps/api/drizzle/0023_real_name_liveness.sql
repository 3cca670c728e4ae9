ALTER TABLE "real_name_applications" ADD COLUMN "liveness_certify_id" text;--> statement-breakpoint
ALTER TABLE "real_name_applications" ADD COLUMN "liveness_result" text;