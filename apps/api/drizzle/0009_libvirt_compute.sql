CREATE TABLE "console_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cpu_pct" real NOT NULL,
	"mem_used_mb" integer NOT NULL,
	"mem_total_mb" integer NOT NULL,
	"disk_read_total" bigint NOT NULL,
	"disk_write_total" bigint NOT NULL,
	"net_rx_total" bigint NOT NULL,
	"net_tx_total" bigint NOT NULL,
	"disk_read_bps" bigint NOT NULL,
	"disk_write_bps" bigint NOT NULL,
	"net_rx_bps" bigint NOT NULL,
	"net_tx_bps" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "ssh_port" integer;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "login_secret" text;--> statement-breakpoint
ALTER TABLE "console_tickets" ADD CONSTRAINT "console_tickets_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_metrics" ADD CONSTRAINT "instance_metrics_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_metrics_instance_at_idx" ON "instance_metrics" USING btree ("instance_id","at");--> statement-breakpoint
CREATE INDEX "instance_metrics_at_idx" ON "instance_metrics" USING btree ("at");--> statement-breakpoint
CREATE INDEX "instances_host_idx" ON "instances" USING btree ("host");