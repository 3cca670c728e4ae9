-- Monthly bill totals kept as the ledger is written (services/wallet/bills.ts): every purchase or refund entry adds
-- to its wallet's row of its Asia/Shanghai month and product, in the transaction that writes the entry.
CREATE OR REPLACE FUNCTION ledger_bill_product(p_ref_type text, p_ref_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_ref_type = 'ip_subscription' THEN 'ipintel'
    ELSE coalesce((SELECT CASE WHEN po.kind LIKE 'ecs%' THEN 'ecs' WHEN po.kind LIKE 'phone%' THEN 'phone' ELSE 'other' END
                   FROM product_orders po WHERE p_ref_type = 'product_order' AND po.order_num = p_ref_id), 'other')
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_bill_months_add(p ledger_entries, sign int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO bill_months (user_id, month, product, cash_fen, give_fen, entries)
  VALUES (p.user_id, to_char(p.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'),
          ledger_bill_product(p.ref_type, p.ref_id), -sign * p.balance_delta_fen, -sign * p.give_delta_fen, sign)
  ON CONFLICT (user_id, month, product) DO UPDATE
    SET cash_fen = bill_months.cash_fen + excluded.cash_fen,
        give_fen = bill_months.give_fen + excluded.give_fen,
        entries = bill_months.entries + excluded.entries
$$;--> statement-breakpoint
-- An entry changed or removed (corrections, back-dated test rows) moves its amount out of its old month and product.
CREATE OR REPLACE FUNCTION ledger_bill_months() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind IN ('purchase', 'refund') THEN
    PERFORM ledger_bill_months_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind IN ('purchase', 'refund') THEN
    PERFORM ledger_bill_months_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_bill_months AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_bill_months();--> statement-breakpoint
-- The history written before the trigger.
INSERT INTO bill_months (user_id, month, product, cash_fen, give_fen, entries)
SELECT l.user_id, to_char(l.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'),
       CASE WHEN l.ref_type = 'ip_subscription' THEN 'ipintel'
            WHEN po.kind LIKE 'ecs%' THEN 'ecs' WHEN po.kind LIKE 'phone%' THEN 'phone' ELSE 'other' END,
       -sum(l.balance_delta_fen), -sum(l.give_delta_fen), count(*)
FROM ledger_entries l
LEFT JOIN product_orders po ON l.ref_type = 'product_order' AND po.order_num = l.ref_id
WHERE l.kind IN ('purchase', 'refund')
GROUP BY 1, 2, 3;
