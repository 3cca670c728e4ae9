CREATE TABLE "cloud_disks" (
	"id" serial PRIMARY KEY NOT NULL,
	"disk_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"order_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"category" text NOT NULL,
	"gb" integer NOT NULL,
	"target_gb" integer,
	"pending_order_id" integer,
	"zone_id" integer NOT NULL,
	"zone_code" text NOT NULL,
	"region_code" text NOT NULL,
	"instance_id" text,
	"device" text,
	"slot" integer,
	"release_with_instance" boolean DEFAULT false NOT NULL,
	"backend_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"fail_reason" text,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_disks_disk_id_unique" UNIQUE("disk_id")
);
--> statement-breakpoint
CREATE TABLE "disk_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"disk_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"disk_gb" integer NOT NULL,
	"size_bytes" bigint,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_snapshots_snapshot_id_unique" UNIQUE("snapshot_id")
);
--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_order_id_product_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."product_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_snapshots" ADD CONSTRAINT "disk_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_disks_user_id_idx" ON "cloud_disks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cloud_disks_instance_idx" ON "cloud_disks" USING btree ("instance_id") WHERE "cloud_disks"."instance_id" is not null;--> statement-breakpoint
CREATE INDEX "cloud_disks_status_idx" ON "cloud_disks" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "cloud_disks_order_idx" ON "cloud_disks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "disk_snapshots_user_id_idx" ON "disk_snapshots" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "disk_snapshots_disk_idx" ON "disk_snapshots" USING btree ("disk_id");--> statement-breakpoint
CREATE INDEX "disk_snapshots_status_idx" ON "disk_snapshots" USING btree ("status","updated_at");