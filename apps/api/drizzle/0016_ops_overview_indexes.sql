CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "real_name_reviewed_idx" ON "real_name_applications" USING btree ("status","reviewed_at");--> statement-breakpoint
CREATE INDEX "ledger_kind_created_idx" ON "ledger_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ip_subscriptions_created_idx" ON "ip_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ip_usage_daily_day_idx" ON "ip_usage_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "cloud_phones_status_idx" ON "cloud_phones" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_orders_created_idx" ON "product_orders" USING btree ("created_at");