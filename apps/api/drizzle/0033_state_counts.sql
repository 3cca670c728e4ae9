CREATE TABLE "state_counts" (
	"tbl" text NOT NULL,
	"status" text NOT NULL,
	"stripe" integer DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "state_counts_tbl_status_stripe_pk" PRIMARY KEY("tbl","status","stripe")
);
