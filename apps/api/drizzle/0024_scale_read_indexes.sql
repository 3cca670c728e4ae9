CREATE TABLE "bill_months" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"product" text NOT NULL,
	"cash_fen" bigint DEFAULT 0 NOT NULL,
	"give_fen" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_months_user_id_month_product_pk" PRIMARY KEY("user_id","month","product")
);
--> statement-breakpoint
ALTER TABLE "bill_months" ADD CONSTRAINT "bill_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_user_name_trgm" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_user_id_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "cloud_phones_order_idx" ON "cloud_phones" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "instances_order_idx" ON "instances" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "no_reason_refunds_order_idx" ON "no_reason_refunds" USING btree ("order_id");