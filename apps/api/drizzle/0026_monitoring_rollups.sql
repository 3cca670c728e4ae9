-- The hourly rollups' columns (drizzle's view of the schema). 0022 makes this table and instance_metrics partitioned
-- by day; the generated ALTERs of instance_metrics (a second primary key added before the old one's column is dropped)
-- are done there instead.
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
);
