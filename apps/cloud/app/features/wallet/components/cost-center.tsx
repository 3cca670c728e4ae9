/**
 * The cost center page (/user/cost): balance summary (total = balance + gift balance, spec §3/§9 display rules)
 * with "Top up" (the recharge flow), the balance ledger (filters, pages, CSV export), the monthly bills (CSV, PDF),
 * the purchase orders, the top-up orders, the declared bank transfers and the invoices.
 * Sub-accounts see the lists their keys allow (cost-1-1 ledger, cost-2-1 orders; docs/permissions.md).
 */
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { Button } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { formatWalletTotal } from '../ledger';
import { BankTransfersSection, BillsSection, PurchaseOrdersSection } from './bills-section';
import { LedgerSection } from './ledger-section';
import { InvoicesSection } from './invoices-section';
import { OrdersSection } from './orders-section';

/** Whether `user` may use what `key` guards: main accounts always, sub-accounts (pid ≠ 0) only with the key. */
export function mayUse(user: Pick<User, 'pid'>, keys: ReadonlySet<string>, key: string): boolean {
  return !user.pid || keys.has(key);
}

/** The cost center for `user` (the session's user, or the loader's until the session has one). */
export function CostCenter({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api, permissionKeys } = useSession();
  const recharge = useRecharge();
  return (
    <div className="space-y-6">
      <section aria-label={t('wallet.balanceLabel')} className="rounded-xl border border-line p-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-sm text-ink-muted">{t('wallet.total')}</h2>
            <p className="mt-1 text-3xl font-semibold text-ink" data-testid="cost-total-balance">
              {formatWalletTotal(user)}
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
              <div className="flex gap-1 whitespace-nowrap">
                <dt>{t('wallet.cash')}</dt>
                <dd className="text-ink">{formatMoney(user.balance)}</dd>
              </div>
              <div className="flex gap-1 whitespace-nowrap">
                <dt>{t('wallet.gift')}</dt>
                <dd className="text-ink">{formatMoney(user.give_balance)}</dd>
              </div>
            </dl>
          </div>
          <Button onClick={() => recharge.open()}>{t('wallet.topUp')}</Button>
        </div>
      </section>
      <LedgerSection api={api} allowed={mayUse(user, permissionKeys, 'cost-1-1')} />
      <BillsSection api={api} allowed={mayUse(user, permissionKeys, 'cost-1-1')} />
      <PurchaseOrdersSection api={api} allowed={mayUse(user, permissionKeys, 'cost-2-1')} />
      <OrdersSection api={api} allowed={mayUse(user, permissionKeys, 'cost-2-1')} />
      <BankTransfersSection api={api} allowed={mayUse(user, permissionKeys, 'cost-2-1')} />
      <InvoicesSection api={api} allowed={mayUse(user, permissionKeys, 'cost-1-1')} />
    </div>
  );
}
