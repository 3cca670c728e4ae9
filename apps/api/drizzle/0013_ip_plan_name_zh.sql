ALTER TABLE "ip_plans" ADD COLUMN "name_zh" text;--> statement-breakpoint
-- The seeded plans get their Chinese names; a plan an operator renamed keeps its name.
UPDATE "ip_plans" SET "name_zh" = '免费版' WHERE "code" = 'free' AND "name" = 'Free';--> statement-breakpoint
UPDATE "ip_plans" SET "name_zh" = '标准版' WHERE "code" = 'standard' AND "name" = 'Standard';--> statement-breakpoint
UPDATE "ip_plans" SET "name_zh" = '商业版' WHERE "code" = 'business' AND "name" = 'Business';--> statement-breakpoint
UPDATE "ip_plans" SET "name_zh" = '企业版' WHERE "code" = 'enterprise' AND "name" = 'Enterprise';
