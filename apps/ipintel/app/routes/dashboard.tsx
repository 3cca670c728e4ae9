/**
 * /dashboard: plan and quota left, usage per day, API keys and a first call to copy. A sub-account without server-3-1
 * (docs/permissions.md) sees "no permission" in place of the usage chart and the keys.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { KEYS, fetchSubscription, fetchUsage } from '../features/dashboard/api/account';
import { KeysPanel } from '../features/dashboard/components/keys-panel';
import { PlanUsageCard } from '../features/dashboard/components/plan-usage-card';
import { UsageChart } from '../features/dashboard/components/usage-chart';
import { dailyTotals } from '../features/dashboard/usage';
import type { RootData } from '../root-data';
import type { Route } from './+types/dashboard';
import { seo } from '../lib/seo';
import { QueryError } from '@lanyun/ui/query-error';

export function meta(args: Route.MetaArgs) {
  return seo(args, (t) => ({ title: t('meta.dashboard'), noindex: true }));
}

export default function DashboardRoute() {
  const { api, can } = useSession();
  const keyRights = can('server-3-1');
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const sub = useQuery({ queryKey: KEYS.subscription, queryFn: () => fetchSubscription(api) });
  const usage = useQuery({ queryKey: KEYS.usage, queryFn: () => fetchUsage(api, 30), enabled: keyRights });
  const apiUrl = root?.config.apiUrl ?? 'http://127.0.0.1:8080';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink">{t('dashboard.title')}</h1>
      {sub.isError ? (
        <QueryError query={sub} />
      ) : sub.data ? (
        <PlanUsageCard sub={sub.data} />
      ) : (
        <div className="h-40 animate-pulse rounded-xl bg-surface" />
      )}
      <section className="rounded-xl border border-line bg-white p-6" aria-label={t('dashboard.usage')}>
        <h2 className="text-lg font-semibold text-ink">{t('dashboard.perDay')}</h2>
        {keyRights && usage.isError ? (
          <QueryError className="mt-4" query={usage} />
        ) : keyRights ? (
          <UsageChart data={dailyTotals(usage.data ?? [], 30)} />
        ) : (
          <p
            role="status"
            className="mt-4 rounded-md bg-surface p-4 text-sm text-ink-muted"
            data-testid="usage-no-permission"
          >
            {noPermissionMessage(t)}
          </p>
        )}
      </section>
      <KeysPanel />
      <section className="rounded-xl border border-line bg-white p-6">
        <h2 className="text-lg font-semibold text-ink">{t('dashboard.firstCall')}</h2>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the sample scrolls sideways; the keyboard must reach it (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={t('dashboard.firstCall')}
          className="mt-3 overflow-x-auto rounded-md bg-ink p-4 font-mono text-xs text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >{`curl -H "x-api-key: YOUR_KEY" "${apiUrl}/ip/v1/lookup?ip=8.8.8.8"`}</pre>
        <p className="mt-2 text-sm text-ink-soft">
          <Trans
            t={t}
            i18nKey="dashboard.firstCallNote"
            // biome-ignore lint/a11y/useAnchorContent: <Trans> fills the link with the catalogue's text
            components={{ a: <a href="/docs" className="text-brand-600 underline" /> }}
          />
        </p>
      </section>
    </div>
  );
}
