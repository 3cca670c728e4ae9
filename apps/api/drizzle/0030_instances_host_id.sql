DROP INDEX "instances_host_idx";--> statement-breakpoint
CREATE INDEX "instances_host_idx" ON "instances" USING btree ("host","id");