-- Monitoring samples and their hourly rollups partitioned by day (PARTITION BY RANGE on the time column; drizzle does
-- not express partitions). Partitions are named <table>_pYYYYMMDD and cover one UTC day; the monitoring job creates
-- them ahead and drops them past retention (services/instances/metrics-storage.ts). The primary keys include the
-- partition key. Raw samples of the last 7 days are carried over; older ones are past the new retention.
ALTER TABLE "instance_metrics" RENAME TO "instance_metrics_old";--> statement-breakpoint
DROP TABLE "instance_metrics_hourly";--> statement-breakpoint
CREATE TABLE "instance_metrics" (
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
	"net_tx_bps" bigint NOT NULL,
	CONSTRAINT "instance_metrics_instance_id_at_pk" PRIMARY KEY("instance_id","at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE TABLE "instance_metrics_hourly" (
	"instance_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"samples" integer NOT NULL,
	"cpu_pct" real NOT NULL,
	"cpu_max_pct" real NOT NULL,
	"mem_used_mb" integer NOT NULL,
	"mem_total_mb" integer NOT NULL,
	"disk_read_bps" bigint NOT NULL,
	"disk_write_bps" bigint NOT NULL,
	"net_rx_bps" bigint NOT NULL,
	"net_tx_bps" bigint NOT NULL,
	CONSTRAINT "instance_metrics_hourly_instance_id_hour_pk" PRIMARY KEY("instance_id","hour")
) PARTITION BY RANGE ("hour");--> statement-breakpoint
ALTER TABLE "instance_metrics" ADD CONSTRAINT "instance_metrics_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_metrics_hourly" ADD CONSTRAINT "instance_metrics_hourly_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE
  d date;
BEGIN
  FOR d IN SELECT generate_series((now() AT TIME ZONE 'UTC')::date - 7, (now() AT TIME ZONE 'UTC')::date + 2, interval '1 day')::date LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF instance_metrics FOR VALUES FROM (%L) TO (%L)',
      'instance_metrics_p' || to_char(d, 'YYYYMMDD'), d::text || ' 00:00:00+00', (d + 1)::text || ' 00:00:00+00');
    EXECUTE format('CREATE TABLE %I PARTITION OF instance_metrics_hourly FOR VALUES FROM (%L) TO (%L)',
      'instance_metrics_hourly_p' || to_char(d, 'YYYYMMDD'), d::text || ' 00:00:00+00', (d + 1)::text || ' 00:00:00+00');
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "instance_metrics" ("instance_id", "at", "cpu_pct", "mem_used_mb", "mem_total_mb", "disk_read_total",
  "disk_write_total", "net_rx_total", "net_tx_total", "disk_read_bps", "disk_write_bps", "net_rx_bps", "net_tx_bps")
SELECT DISTINCT ON ("instance_id", "at") "instance_id", "at", "cpu_pct", "mem_used_mb", "mem_total_mb", "disk_read_total",
  "disk_write_total", "net_rx_total", "net_tx_total", "disk_read_bps", "disk_write_bps", "net_rx_bps", "net_tx_bps"
  FROM "instance_metrics_old"
 WHERE "at" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '7 days'
   AND "at" < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '3 days';--> statement-breakpoint
DROP TABLE "instance_metrics_old";
