CREATE TABLE "cloud_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"package_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"region_id" integer NOT NULL,
	"region_name" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_phones_phone_id_unique" UNIQUE("phone_id")
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"region_code" text NOT NULL,
	"region_name" text NOT NULL,
	"zone_id" integer NOT NULL,
	"zone_code" text NOT NULL,
	"zone_name" text NOT NULL,
	"instance_type_id" integer NOT NULL,
	"instance_type" text NOT NULL,
	"vcpu" integer NOT NULL,
	"memory_gb" integer NOT NULL,
	"image_id" integer NOT NULL,
	"image_name" text NOT NULL,
	"system_disk" jsonb NOT NULL,
	"data_disks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"login_type" text NOT NULL,
	"ssh_key_id" integer,
	"unit_month_fen" bigint NOT NULL,
	"duration_months" integer NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"public_ip" text,
	"private_ip" text,
	"backend_ref" text,
	"fail_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instances_instance_id_unique" UNIQUE("instance_id")
);
--> statement-breakpoint
CREATE TABLE "phone_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"price_pct" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "phone_durations_months_unique" UNIQUE("months")
);
--> statement-breakpoint
CREATE TABLE "phone_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_pct" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"give_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_orders_order_num_unique" UNIQUE("order_num")
);
--> statement-breakpoint
CREATE TABLE "ssh_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"key_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"package_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"operator_id" integer,
	"reviewed_at" timestamp with time zone,
	"phone_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_packages" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_packages" ADD COLUMN "badge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_packages" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_phones" ADD CONSTRAINT "cloud_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_phones" ADD CONSTRAINT "cloud_phones_order_id_product_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."product_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_order_id_product_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."product_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_phones_user_idx" ON "cloud_phones" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "instances_user_idx" ON "instances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "instances_status_idx" ON "instances" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_orders_user_idx" ON "product_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_orders_client_token_key" ON "product_orders" USING btree ("user_id","client_token") WHERE "product_orders"."client_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ssh_keys_user_fp_key" ON "ssh_keys" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_applications_user_key" ON "trial_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trial_applications_status_idx" ON "trial_applications" USING btree ("status","created_at");