/**
 * The dashboard's figures of today (China time) for finance and admin: sign-ups, top-ups and their amount, orders,
 * revenue and refunds, pending reviews, and ECS instances and cloud phones by state (POST /ops/overview/day, SQL
 * aggregates on the server). A failed load shows an error with a retry, never zeros.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../api/dashboard';

export function DayOverview() {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const allowed = can('bank-transfers');
  const q = useQuery({
    queryKey: [...DASHBOARD_KEY, 'overview'],
    queryFn: async () => {
      const res = await api.call('/ops/overview/day', {});
      if (res.code !== 200 || !res.data) throw new Error(res.msg);
      return res.data;
    },
    enabled: allowed,
    staleTime: 0,
  });
  if (!allowed) return null;
  if (q.isError) {
    return (
      <div role="alert" className="mb-6 flex items-center gap-3 rounded-lg border border-line bg-white p-5 text-sm">
        <span className="text-danger-strong">{t('dashboard.overview.failed')}</span>
        <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
          {t('dashboard.overview.retry')}
        </Button>
      </div>
    );
  }
  const d = q.data;
  const figures = d
    ? [
        { id: 'sign-ups', label: t('dashboard.overview.signUps'), value: formatNumber(d.sign_ups) },
        {
          id: 'top-ups',
          label: t('dashboard.overview.topUps', { count: d.top_ups.count }),
          value: `¥${formatMoney(d.top_ups.amount)}`,
        },
        { id: 'orders', label: t('dashboard.overview.orders'), value: formatNumber(d.orders.count) },
        { id: 'revenue', label: t('dashboard.overview.revenue'), value: `¥${formatMoney(d.orders.revenue)}` },
        {
          id: 'refunds',
          label: t('dashboard.overview.refunds', { count: d.orders.refunds }),
          value: `¥${formatMoney(d.orders.refunded)}`,
        },
        {
          id: 'pending',
          label: t('dashboard.overview.pending'),
          value: formatNumber(d.pending.real_name + d.pending.trials),
        },
      ]
    : [];
  const states = (rows: { status: string; count: number }[]) =>
    rows.length
      ? rows
          .map(
            (r) => `${t(`dashboard.overview.states.${r.status}`, { defaultValue: r.status })} ${formatNumber(r.count)}`,
          )
          .join(' · ')
      : '–';
  return (
    <section aria-labelledby="day-overview" className="mb-8">
      <h2 id="day-overview" className="mb-3 text-lg font-semibold text-ink">
        {t('dashboard.overview.title', { date: d?.date ?? '' })}
      </h2>
      {q.isLoading ? <p className="text-sm text-ink-soft">{t('dashboard.loading')}</p> : null}
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((f) => (
          <div key={f.id} className="rounded-lg border border-line bg-white p-4">
            <dt className="text-sm text-ink-soft">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink" data-testid={`overview-${f.id}`}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      {d ? (
        <p className="mt-3 text-sm text-ink-soft">
          {t('dashboard.overview.instances', { ecs: states(d.instances.ecs), phones: states(d.instances.phones) })}
        </p>
      ) : null}
    </section>
  );
}
