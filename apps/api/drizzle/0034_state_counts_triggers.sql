-- The operator overview's "now" counts kept by triggers (db/schema/overview.ts `state_counts`,
-- modules/ops/services/ops-overview.ts): every insert, status change and delete of a counted row moves one count from
-- its old status to its new one in the writing transaction, so each count always equals its rows.
CREATE OR REPLACE FUNCTION state_counts_add(p_tbl text, p_status text, p_n bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO state_counts (tbl, status, stripe, n) VALUES (p_tbl, p_status, pg_backend_pid() % 8, p_n)
  ON CONFLICT (tbl, status, stripe) DO UPDATE SET n = state_counts.n + excluded.n
$$;--> statement-breakpoint
-- One function for every counted table (each has a `status` column, not null). A status change touches its two rows
-- in status order, so two transactions moving rows between the same two statuses take the row locks in one order.
CREATE OR REPLACE FUNCTION state_counts_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM state_counts_add(TG_TABLE_NAME, NEW.status::text, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM state_counts_add(TG_TABLE_NAME, OLD.status::text, -1);
  ELSIF OLD.status::text < NEW.status::text THEN
    PERFORM state_counts_add(TG_TABLE_NAME, OLD.status::text, -1);
    PERFORM state_counts_add(TG_TABLE_NAME, NEW.status::text, 1);
  ELSIF OLD.status::text > NEW.status::text THEN
    PERFORM state_counts_add(TG_TABLE_NAME, NEW.status::text, 1);
    PERFORM state_counts_add(TG_TABLE_NAME, OLD.status::text, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A table emptied at once (TRUNCATE) empties its counts.
CREATE OR REPLACE FUNCTION state_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM state_counts WHERE tbl = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON instances
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON cloud_phones
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON real_name_applications
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON trial_applications
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON invoice_requests
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON bank_transfers
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts AFTER INSERT OR UPDATE OF status OR DELETE ON feedback
  FOR EACH ROW EXECUTE FUNCTION state_counts_row();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON instances FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON cloud_phones FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON real_name_applications FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON trial_applications FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON invoice_requests FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON bank_transfers FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
CREATE TRIGGER state_counts_truncated AFTER TRUNCATE ON feedback FOR EACH STATEMENT EXECUTE FUNCTION state_counts_truncated();--> statement-breakpoint
-- The rows written before the triggers.
INSERT INTO state_counts (tbl, status, stripe, n)
SELECT 'instances', status::text, 0, count(*) FROM instances GROUP BY 2
UNION ALL SELECT 'cloud_phones', status::text, 0, count(*) FROM cloud_phones GROUP BY 2
UNION ALL SELECT 'real_name_applications', status::text, 0, count(*) FROM real_name_applications GROUP BY 2
UNION ALL SELECT 'trial_applications', status::text, 0, count(*) FROM trial_applications GROUP BY 2
UNION ALL SELECT 'tickets', status::text, 0, count(*) FROM tickets GROUP BY 2
UNION ALL SELECT 'invoice_requests', status::text, 0, count(*) FROM invoice_requests GROUP BY 2
UNION ALL SELECT 'bank_transfers', status::text, 0, count(*) FROM bank_transfers GROUP BY 2
UNION ALL SELECT 'feedback', status::text, 0, count(*) FROM feedback GROUP BY 2;
