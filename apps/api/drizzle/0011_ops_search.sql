CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm" ON "users" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "real_name_name_trgm" ON "real_name_applications" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "real_name_company_trgm" ON "real_name_applications" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "real_name_id_number_idx" ON "real_name_applications" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "real_name_id_last4_idx" ON "real_name_applications" USING btree (right("id_number", 4));