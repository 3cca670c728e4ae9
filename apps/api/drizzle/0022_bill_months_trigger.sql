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
CREATE OR REPLACE FUNCTION ledger_bill_months() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IN ('purchase', 'refund') THEN
    INSERT INTO bill_months (user_id, month, product, cash_fen, give_fen, entries)
    VALUES (NEW.user_id, to_char(NEW.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'),
            ledger_bill_product(NEW.ref_type, NEW.ref_id), -NEW.balance_delta_fen, -NEW.give_delta_fen, 1)
    ON CONFLICT (user_id, month, product) DO UPDATE
      SET cash_fen = bill_months.cash_fen + excluded.cash_fen,
          give_fen = bill_months.give_fen + excluded.give_fen,
          entries = bill_months.entries + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_bill_months AFTER INSERT ON ledger_entries
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
