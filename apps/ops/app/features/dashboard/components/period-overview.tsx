/**
 * The overview for finance and admin: a period switch (day, week, month; any date, default today in China time,
 * kept in the URL), then the period's figures — revenue by product (ECS, cloud phones, IP plans) and its total,
 * orders, refunds and revenue net of them, sign-ups, customers verified, top-ups — a stacked chart of revenue by
 * product per day and a breakdown (Recharts, loaded lazily), the same figures as a table (the charts' text
 * alternative), IP API calls by plan, and, now, instances by state and the queues' sizes (POST /ops/overview/period,
 * SQL sums on the server). A failed load shows an error with a retry, never zeros.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatMoney, formatNumber } from '@lanyun/ui/format';
import { QueryError } from '@lanyun/ui/query-error';
import { useOps } from '../../auth/ops-session';
import {
  chinaToday,
  fetchOverview,
  isDate,
  type Overview,
  overviewKey,
  type Period,
  PERIODS,
  PRODUCTS,
  shiftPeriod,
} from '../api/overview';

const RevenueCharts = lazy(() => import('./revenue-charts').then((m) => ({ default: m.RevenueCharts })));

const yuan = (v: string | number) => `¥${formatMoney(v)}`;
const QUEUES = ['real_name', 'trials', 'tickets', 'invoices', 'bank_transfers', 'feedback'] as const;

export function PeriodOverview() {
  const { t, i18n } = useTranslation();
  const { api, can } = useOps();
  const allowed = can('bank-transfers');
  const [params, setParams] = useSearchParams();
  const period: Period = (PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as Period)
    : 'day';
  const today = chinaToday();
  const date = isDate(params.get('date')) ? (params.get('date') as string) : today;
  const q = useQuery({
    queryKey: overviewKey(period, date),
    queryFn: () => fetchOverview(api, period, date),
    enabled: allowed,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  if (!allowed) return null;
  const choose = (next: { period?: Period; date?: string }) => {
    const p = new URLSearchParams(params);
    p.set('period', next.period ?? period);
    p.set('date', next.date ?? date);
    setParams(p, { preventScrollReset: true });
  };
  const d = q.data;
  const range = d
    ? d.from === d.to
      ? t('dashboard.overview.rangeDay', { from: d.from })
      : t('dashboard.overview.rangeSpan', { from: d.from, to: d.to })
    : '';
  const productName = (p: (typeof PRODUCTS)[number]) => t(`dashboard.overview.products.${p}`);
  const summary = d
    ? t('dashboard.overview.chartSummary', {
        range,
        ecs: formatMoney(d.revenue.ecs),
        phone: formatMoney(d.revenue.phone),
        ip: formatMoney(d.revenue.ip),
        total: formatMoney(d.revenue.total),
      })
    : '';
  const zh = i18n.language.startsWith('zh');
  return (
    <section aria-labelledby="period-overview" className="mb-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="period-overview" className="text-lg font-semibold text-ink">
            {t('dashboard.overview.title')}
          </h2>
          <p className="text-sm text-ink-soft" data-testid="overview-range" aria-live="polite">
            {range}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label={t('dashboard.overview.periodLabel')} className="flex">
            {PERIODS.map((p, i) => (
              <button
                key={p}
                type="button"
                aria-pressed={p === period}
                onClick={() => choose({ period: p })}
                className={cn(
                  'min-h-9 border border-line px-3 text-sm font-medium',
                  i === 0 ? 'rounded-l-md' : '-ml-px',
                  i === PERIODS.length - 1 ? 'rounded-r-md' : '',
                  p === period
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'bg-white text-ink hover:border-brand-400',
                )}
              >
                {t(`dashboard.overview.periods.${p}`)}
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('dashboard.overview.earlier')}
            onClick={() => choose({ date: shiftPeriod(period, date, -1) })}
          >
            ‹
          </Button>
          <label className="flex flex-col text-xs text-ink-soft">
            {t('dashboard.overview.date')}
            <input
              type="date"
              value={date}
              onChange={(e) => {
                if (isDate(e.target.value)) choose({ date: e.target.value });
              }}
              className="mt-0.5 min-h-9 rounded-md border border-line bg-white px-2 text-sm text-ink"
            />
          </label>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('dashboard.overview.later')}
            onClick={() => choose({ date: shiftPeriod(period, date, 1) })}
          >
            ›
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose({ date: today })} disabled={date === today}>
            {t('dashboard.overview.today')}
          </Button>
        </div>
      </div>

      {q.isError ? <QueryError query={q} title={t('dashboard.overview.failed')} className="mb-4" /> : null}
      {q.isLoading ? <p className="text-sm text-ink-soft">{t('dashboard.loading')}</p> : null}

      {d ? (
        <div className={cn('space-y-4', q.isFetching && q.isPlaceholderData ? 'opacity-60' : '')}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure id="revenue" label={t('dashboard.overview.revenue')} value={yuan(d.revenue.total)} wide>
              <ul className="mt-2 space-y-0.5 text-sm text-ink-soft">
                {PRODUCTS.map((p) => (
                  <li key={p} className="flex justify-between gap-2">
                    <span>{productName(p)}</span>
                    <span className="tabular-nums text-ink" data-testid={`overview-revenue-${p}`}>
                      {yuan(d.revenue[p])}
                    </span>
                  </li>
                ))}
              </ul>
            </Figure>
            <Figure id="orders" label={t('dashboard.overview.orders')} value={formatNumber(d.orders.total)} />
            <Figure
              id="refunds"
              label={t('dashboard.overview.refunds', { count: d.refunds.count })}
              value={yuan(d.refunds.amount)}
            />
            <Figure id="net" label={t('dashboard.overview.net')} value={yuan(d.net)} />
            <Figure id="sign-ups" label={t('dashboard.overview.signUps')} value={formatNumber(d.sign_ups)} />
            <Figure id="verified" label={t('dashboard.overview.verified')} value={formatNumber(d.verified)} />
            <Figure
              id="top-ups"
              label={t('dashboard.overview.topUps', { count: d.top_ups.count })}
              value={yuan(d.top_ups.amount)}
            />
          </dl>
          <p className="text-sm text-ink-soft" id="overview-revenue-note">
            {t('dashboard.overview.revenueNote')}
          </p>

          <Suspense fallback={<p className="h-64 text-sm text-ink-soft">{t('dashboard.overview.chartLoading')}</p>}>
            <RevenueCharts data={d} summary={summary} />
          </Suspense>

          <details className="rounded-lg border border-line bg-white p-4" data-testid="overview-table">
            <summary className="cursor-pointer text-sm font-medium text-brand-600">
              {t('dashboard.overview.tableToggle')}
            </summary>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">
                  {t('dashboard.overview.chartLabel', { title: t('dashboard.overview.chartTitle'), summary: range })}
                </caption>
                <thead>
                  <tr className="border-b border-line text-left text-ink-soft">
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      {t('dashboard.overview.dateColumn')}
                    </th>
                    {PRODUCTS.map((p) => (
                      <th key={p} scope="col" className="py-1.5 pr-3 text-right font-medium">
                        {productName(p)}
                      </th>
                    ))}
                    <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                      {t('dashboard.overview.total')}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t('dashboard.overview.refundsColumn')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.days.map((day) => (
                    <tr key={day.date} className="border-b border-line/60" data-testid={`overview-day-${day.date}`}>
                      <th scope="row" className="whitespace-nowrap py-1.5 pr-3 text-left font-normal">
                        {day.date}
                      </th>
                      {PRODUCTS.map((p) => (
                        <td key={p} className="py-1.5 pr-3 text-right tabular-nums">
                          {yuan(day[p])}
                        </td>
                      ))}
                      <td className="py-1.5 pr-3 text-right font-medium tabular-nums">{yuan(day.total)}</td>
                      <td className="py-1.5 text-right tabular-nums">{yuan(day.refunds)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold text-ink">
                    <th scope="row" className="py-1.5 pr-3 text-left">
                      {t('dashboard.overview.total')}
                    </th>
                    {PRODUCTS.map((p) => (
                      <td key={p} className="py-1.5 pr-3 text-right tabular-nums">
                        {yuan(d.revenue[p])}
                      </td>
                    ))}
                    <td className="py-1.5 pr-3 text-right tabular-nums">{yuan(d.revenue.total)}</td>
                    <td className="py-1.5 text-right tabular-nums">{yuan(d.refunds.amount)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>

          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <Panel title={t('dashboard.overview.ipCalls')} note={t('dashboard.overview.ipCallsNote')}>
              <CountTable
                head={[t('dashboard.overview.planColumn'), t('dashboard.overview.callsColumn')]}
                rows={d.ip_calls.plans.map((p) => [zh ? (p.name_zh ?? p.name) : p.name, p.calls])}
                total={[t('dashboard.overview.total'), d.ip_calls.total]}
                testId="overview-ip-calls"
              />
            </Panel>
            <Panel title={`${t('dashboard.overview.ecsStates')} · ${t('dashboard.overview.now')}`}>
              <StateTable rows={d.instances.ecs} />
            </Panel>
            <Panel title={`${t('dashboard.overview.phoneStates')} · ${t('dashboard.overview.now')}`}>
              <StateTable rows={d.instances.phones} />
            </Panel>
            <Panel title={`${t('dashboard.overview.queues')} · ${t('dashboard.overview.now')}`}>
              <CountTable
                head={[t('dashboard.overview.queues'), t('dashboard.overview.countColumn')]}
                headHidden
                rows={QUEUES.map((k) => [t(`dashboard.overview.queueNames.${k}`), d.queues[k]])}
                testId="overview-queues"
              />
            </Panel>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** ECS instances or cloud phones by state, with their total. */
function StateTable({ rows }: { rows: Overview['instances']['ecs'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-ink-soft">{t('dashboard.overview.none')}</p>;
  return (
    <CountTable
      head={[t('dashboard.overview.stateColumn'), t('dashboard.overview.countColumn')]}
      rows={rows.map((r) => [t(`dashboard.overview.states.${r.status}`, { defaultValue: r.status }), r.count])}
      total={[t('dashboard.overview.total'), rows.reduce((s, r) => s + r.count, 0)]}
    />
  );
}

/** One figure of the period: a label and a value (and, for revenue, its rows). */
function Figure({
  id,
  label,
  value,
  wide,
  children,
}: {
  id: string;
  label: string;
  value: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('rounded-lg border border-line bg-white p-4', wide ? 'col-span-2 md:row-span-2' : '')}>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums" data-testid={`overview-${id}`}>
        {value}
      </dd>
      {children ? <dd>{children}</dd> : null}
    </div>
  );
}

/** A titled box of the overview's lower row. */
function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <h3 className="mb-2 text-sm font-medium text-ink">{title}</h3>
      {children}
      {note ? <p className="mt-2 text-xs text-ink-soft">{note}</p> : null}
    </section>
  );
}

/** A two-column table of names and counts, with an optional total row. */
function CountTable({
  head,
  headHidden,
  rows,
  total,
  testId,
}: {
  head: [string, string];
  headHidden?: boolean;
  rows: [string, number][];
  total?: [string, number];
  testId?: string;
}) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <thead className={headHidden ? 'sr-only' : ''}>
        <tr className="text-left text-ink-soft">
          <th scope="col" className="pb-1 font-medium">
            {head[0]}
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, n]) => (
          <tr key={name}>
            <th scope="row" className="py-0.5 pr-2 text-left font-normal text-ink-soft">
              {name}
            </th>
            <td className="py-0.5 text-right tabular-nums text-ink">{formatNumber(n)}</td>
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr className="border-t border-line font-medium text-ink">
            <th scope="row" className="pt-1 text-left">
              {total[0]}
            </th>
            <td className="pt-1 text-right tabular-nums">{formatNumber(total[1])}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
