ALTER TABLE "invoice_requests" ALTER COLUMN "tax_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "title_type" text DEFAULT 'enterprise' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reversal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reversal_file_key" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_product_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."product_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_requests_order_idx" ON "invoice_requests" USING btree ("order_id");