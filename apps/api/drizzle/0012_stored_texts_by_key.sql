ALTER TABLE "messages" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "memo_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "memo_params" jsonb;--> statement-breakpoint
ALTER TABLE "product_orders" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "product_orders" ADD COLUMN "title_params" jsonb;