CREATE TABLE "content_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL
);
