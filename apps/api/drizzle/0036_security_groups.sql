CREATE TABLE "instance_firewalls" (
	"instance_id" integer PRIMARY KEY NOT NULL,
	"want_version" integer DEFAULT 1 NOT NULL,
	"applied_version" integer DEFAULT 0 NOT NULL,
	"forwards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "instance_security_groups" (
	"instance_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_security_groups_instance_id_group_id_pk" PRIMARY KEY("instance_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "security_group_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"direction" text NOT NULL,
	"protocol" text NOT NULL,
	"port_from" integer NOT NULL,
	"port_to" integer NOT NULL,
	"cidr" text NOT NULL,
	"action" text NOT NULL,
	"priority" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"region_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_groups_group_id_unique" UNIQUE("group_id")
);
--> statement-breakpoint
ALTER TABLE "instance_firewalls" ADD CONSTRAINT "instance_firewalls_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_security_groups" ADD CONSTRAINT "instance_security_groups_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_security_groups" ADD CONSTRAINT "instance_security_groups_group_id_security_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."security_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_group_rules" ADD CONSTRAINT "security_group_rules_group_id_security_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."security_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_groups" ADD CONSTRAINT "security_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_firewalls_pending_idx" ON "instance_firewalls" USING btree ("instance_id") WHERE "instance_firewalls"."applied_version" < "instance_firewalls"."want_version";--> statement-breakpoint
CREATE INDEX "instance_security_groups_group_idx" ON "instance_security_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "security_group_rules_group_idx" ON "security_group_rules" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "security_groups_user_region_idx" ON "security_groups" USING btree ("user_id","region_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_groups_user_region_name_key" ON "security_groups" USING btree ("user_id","region_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "security_groups_default_key" ON "security_groups" USING btree ("user_id","region_code") WHERE "security_groups"."is_default";