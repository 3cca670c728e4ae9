/**
 * /billing: the current plan, buying or changing a plan from the wallet (short balance → the shared recharge
 * dialog), the wallet balance with a top-up button, and the ledger (every purchase and top-up).
 */
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { crossSiteHref, DEFAULT_LANG, parseLang } from '@lanyun/i18n';
import type { RootData } from '../root-data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { Button } from '@lanyun/ui/button';
import { formatBalance, formatMoney } from '@lanyun/ui/format';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { toast } from '@lanyun/ui/toast';
import { LEDGER_KEY, PLANS_KEY, buyPlan, fetchLedger, fetchPlans, type Plan } from '../features/billing/api/billing';
import { LedgerTable } from '../features/billing/components/ledger-table';
import { PlanPicker } from '../features/billing/components/plan-picker';
import { KEYS, fetchSubscription } from '../features/dashboard/api/account';
import type { Route } from './+types/billing';
import { seo } from '../lib/seo';
import { QueryError } from '@lanyun/ui/query-error';

export function meta(args: Route.MetaArgs) {
  return seo(args, (t) => ({ title: t('meta.billing'), noindex: true }));
}

export default function BillingRoute() {
  const { api, user, can } = useSession();
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [buying, setBuying] = useState(false);
  const topUp = useRecharge();
  const sub = useQuery({ queryKey: KEYS.subscription, queryFn: () => fetchSubscription(api) });
  const plans = useQuery({ queryKey: PLANS_KEY, queryFn: () => fetchPlans(api) });
  const ledger = useQuery({ queryKey: [...LEDGER_KEY, page], queryFn: () => fetchLedger(api, page) });

  const buy = async (plan: Plan, period: 'month' | 'year', shown: string) => {
    // A sub-account buys for its main account with cost-2-2 and server-3-2 (docs/permissions.md); the API checks too.
    if (!can('cost-2-2') || !can('server-3-2')) {
      toast.warning(noPermissionMessage(t));
      return false;
    }
    setBuying(true);
    const res = await buyPlan(api, plan.code, period, shown);
    setBuying(false);
    if (res.code === 200) {
      toast.success(res.msg);
      void queryClient.invalidateQueries({ queryKey: ['ipintel'] });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user });
      return true;
    }
    // The plan's price changed since the page loaded: show the new prices; the customer reviews and confirms again.
    if (res.code === 409) {
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      return true;
    }
    // A refusal while the wallet holds less than the price is the API's 'Insufficient balance' (its msg is in the
    // visitor's language, so the amounts decide): offer a top-up of the missing amount (at least the ¥10 minimum).
    const price = Number(period === 'year' ? plan.price_year : plan.price_month);
    const balance = Number(user?.total_balance ?? 0);
    if (price > balance) topUp.open(Math.max(10, Math.ceil(price - balance)));
    return false;
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink">{t('billing.title')}</h1>
      <section className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-white p-6">
          <h2 className="text-sm text-ink-muted">{t('billing.currentPlan')}</h2>
          <p className="mt-1 text-2xl font-semibold text-ink" data-testid="billing-plan">
            {sub.data?.plan.name ?? '…'}
          </p>
          {sub.data?.period ? (
            <p className="text-sm text-ink-soft">
              {sub.data.period === 'year' ? t('billing.billedYearly') : t('billing.billedMonthly')}
            </p>
          ) : null}
        </div>
        <div className="rounded-xl border border-line bg-white p-6">
          <h2 className="text-sm text-ink-muted">{t('billing.wallet')}</h2>
          <p className="mt-1 text-2xl font-semibold text-ink" data-testid="wallet-balance">
            ¥{formatBalance(user)}
          </p>
          <p className="text-sm text-ink-soft">{t('billing.gift', { amount: formatMoney(user?.give_balance ?? 0) })}</p>
          <Button className="mt-3" onClick={() => topUp.open()}>
            {t('billing.topUp')}
          </Button>
        </div>
      </section>
      {plans.isError || sub.isError ? (
        <QueryError query={plans.isError ? plans : sub} />
      ) : (
        <PlanPicker
          plans={plans.data ?? []}
          currentCode={sub.data?.plan.code ?? null}
          onBuy={buy}
          buying={buying}
          agreementHref={crossSiteHref(
            `${root?.config.cloudUrl ?? 'http://localhost:3000'}/agreement/service`,
            parseLang(i18n.language) ?? DEFAULT_LANG,
          )}
        />
      )}
      {ledger.isError ? <QueryError query={ledger} /> : <LedgerTable page={ledger.data ?? null} onPage={setPage} />}
    </div>
  );
}
