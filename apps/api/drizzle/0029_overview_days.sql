CREATE TABLE "overview_days" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"stripe" integer DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_days_day_figure_product_stripe_pk" PRIMARY KEY("day","figure","product","stripe")
);
--> statement-breakpoint
-- The operator overview's daily totals kept by triggers (modules/ops/services/ops-overview.ts): every insert, update and
-- delete of a counted row moves its count and amount into (or out of) its China-time day's row, in the writing
-- transaction, so a figure always equals the sum of its rows.
CREATE OR REPLACE FUNCTION overview_day_of(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT ((t AT TIME ZONE 'UTC') + interval '8 hours')::date $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_days_add(p_at timestamptz, p_figure text, p_product text, p_n bigint, p_fen bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO overview_days (day, figure, product, stripe, n, fen)
  SELECT overview_day_of(p_at), p_figure, p_product, pg_backend_pid() % 8, p_n, coalesce(p_fen, 0)
  WHERE p_at IS NOT NULL
  ON CONFLICT (day, figure, product, stripe) DO UPDATE
    SET n = overview_days.n + excluded.n, fen = overview_days.fen + excluded.fen
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_product_of(p_kind text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN p_kind LIKE 'ecs%' THEN 'ecs' ELSE 'phone' END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_days_product_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM overview_days_add(OLD.created_at, 'order', overview_product_of(OLD.kind), -1, -OLD.amount_fen);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM overview_days_add(NEW.created_at, 'order', overview_product_of(NEW.kind), 1, NEW.amount_fen);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_product_orders AFTER INSERT OR UPDATE OF created_at, kind, amount_fen OR DELETE
  ON product_orders FOR EACH ROW EXECUTE FUNCTION overview_days_product_orders();--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_days_ip_subscriptions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM overview_days_add(OLD.created_at, 'order', 'ip', -1, -OLD.price_fen);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM overview_days_add(NEW.created_at, 'order', 'ip', 1, NEW.price_fen);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_ip_subscriptions AFTER INSERT OR UPDATE OF created_at, price_fen OR DELETE
  ON ip_subscriptions FOR EACH ROW EXECUTE FUNCTION overview_days_ip_subscriptions();--> statement-breakpoint
-- A ledger entry's figure: refunds (cash and gift returned, by the refunded order's product) and top-ups (cash in).
CREATE OR REPLACE FUNCTION overview_days_ledger_add(p ledger_entries, sign int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p.kind = 'refund' THEN
    PERFORM overview_days_add(p.created_at, 'refund',
      overview_product_of((SELECT po.kind FROM product_orders po
                           WHERE p.ref_type = 'product_order' AND po.order_num = p.ref_id)),
      sign, sign * (p.balance_delta_fen + p.give_delta_fen));
  ELSIF p.kind IN ('topup', 'bank_transfer') THEN
    PERFORM overview_days_add(p.created_at, 'top_up', '', sign, sign * p.balance_delta_fen);
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_days_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM overview_days_ledger_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM overview_days_ledger_add(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_ledger
  AFTER INSERT OR UPDATE OF kind, created_at, balance_delta_fen, give_delta_fen, ref_type, ref_id OR DELETE
  ON ledger_entries FOR EACH ROW EXECUTE FUNCTION overview_days_ledger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_days_users() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM overview_days_add(OLD.created_at, 'sign_up', '', -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM overview_days_add(NEW.created_at, 'sign_up', '', 1, 0); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_users AFTER INSERT OR UPDATE OF created_at OR DELETE
  ON users FOR EACH ROW EXECUTE FUNCTION overview_days_users();--> statement-breakpoint
-- Customers verified: real-name applications approved (status 2), on the day they were reviewed.
CREATE OR REPLACE FUNCTION overview_days_real_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 2 THEN
    PERFORM overview_days_add(OLD.reviewed_at, 'verified', '', -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 2 THEN
    PERFORM overview_days_add(NEW.reviewed_at, 'verified', '', 1, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_real_name AFTER INSERT OR UPDATE OF status, reviewed_at OR DELETE
  ON real_name_applications FOR EACH ROW EXECUTE FUNCTION overview_days_real_name();--> statement-breakpoint
-- A table emptied at once (TRUNCATE) empties its figures.
CREATE OR REPLACE FUNCTION overview_days_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_orders' THEN
    DELETE FROM overview_days WHERE figure = 'order' AND product <> 'ip';
  ELSIF TG_TABLE_NAME = 'ip_subscriptions' THEN
    DELETE FROM overview_days WHERE figure = 'order' AND product = 'ip';
  ELSIF TG_TABLE_NAME = 'ledger_entries' THEN
    DELETE FROM overview_days WHERE figure IN ('refund', 'top_up');
  ELSIF TG_TABLE_NAME = 'users' THEN
    DELETE FROM overview_days WHERE figure = 'sign_up';
  ELSIF TG_TABLE_NAME = 'real_name_applications' THEN
    DELETE FROM overview_days WHERE figure = 'verified';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER overview_days_truncated AFTER TRUNCATE ON product_orders FOR EACH STATEMENT EXECUTE FUNCTION overview_days_truncated();--> statement-breakpoint
CREATE TRIGGER overview_days_truncated AFTER TRUNCATE ON ip_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION overview_days_truncated();--> statement-breakpoint
CREATE TRIGGER overview_days_truncated AFTER TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION overview_days_truncated();--> statement-breakpoint
CREATE TRIGGER overview_days_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION overview_days_truncated();--> statement-breakpoint
CREATE TRIGGER overview_days_truncated AFTER TRUNCATE ON real_name_applications FOR EACH STATEMENT EXECUTE FUNCTION overview_days_truncated();--> statement-breakpoint
-- The history written before the triggers.
INSERT INTO overview_days (day, figure, product, stripe, n, fen)
SELECT overview_day_of(created_at), 'order', overview_product_of(kind), 0, count(*), coalesce(sum(amount_fen), 0)
  FROM product_orders GROUP BY 1, 3
UNION ALL
SELECT overview_day_of(created_at), 'order', 'ip', 0, count(*), coalesce(sum(price_fen), 0)
  FROM ip_subscriptions GROUP BY 1
UNION ALL
SELECT overview_day_of(l.created_at), 'refund', overview_product_of(po.kind), 0, count(*),
       coalesce(sum(l.balance_delta_fen + l.give_delta_fen), 0)
  FROM ledger_entries l LEFT JOIN product_orders po ON l.ref_type = 'product_order' AND po.order_num = l.ref_id
  WHERE l.kind = 'refund' GROUP BY 1, 3
UNION ALL
SELECT overview_day_of(created_at), 'top_up', '', 0, count(*), coalesce(sum(balance_delta_fen), 0)
  FROM ledger_entries WHERE kind IN ('topup', 'bank_transfer') GROUP BY 1
UNION ALL
SELECT overview_day_of(created_at), 'sign_up', '', 0, count(*), 0 FROM users GROUP BY 1
UNION ALL
SELECT overview_day_of(reviewed_at), 'verified', '', 0, count(*), 0
  FROM real_name_applications WHERE status = 2 AND reviewed_at IS NOT NULL GROUP BY 1;
