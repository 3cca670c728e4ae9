/**
 * The overview's two charts (Recharts, loaded lazily with this module): revenue by product per day of the period,
 * stacked (ECS, cloud phones, IP plans), and the period's revenue by product. Each chart is an image whose
 * accessible name states the same figures; the page's table gives them day by day.
 */
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@lanyun/i18n/react';
import { formatMoney } from '@lanyun/ui/format';
import { type Overview, PRODUCTS } from '../api/overview';

/** Bar colours per product (3:1 or more against white). */
export const PRODUCT_COLOURS = { ecs: '#2563eb', phone: '#0f766e', ip: '#b45309' } as const;

/** Props of {@link RevenueCharts}. */
export interface RevenueChartsProps {
  data: Overview;
  /** The accessible summary of both charts (the period and its revenue by product). */
  summary: string;
}

export function RevenueCharts({ data, summary }: RevenueChartsProps) {
  const { t } = useTranslation();
  const name = (p: (typeof PRODUCTS)[number]) => t(`dashboard.overview.products.${p}`);
  const days = data.days.map((d) => ({
    label: d.date.slice(5),
    ecs: Number(d.ecs),
    phone: Number(d.phone),
    ip: Number(d.ip),
  }));
  const breakdown = PRODUCTS.map((p) => ({ product: name(p), value: Number(data.revenue[p]), key: p }));
  const money = (v: unknown) => `¥${formatMoney(Number(v))}`;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <figure className="rounded-lg border border-line bg-white p-4 lg:col-span-2" data-testid="overview-chart">
        <figcaption className="mb-2 text-sm font-medium text-ink">{t('dashboard.overview.chartTitle')}</figcaption>
        <div
          className="h-64"
          role="img"
          aria-label={t('dashboard.overview.chartLabel', { title: t('dashboard.overview.chartTitle'), summary })}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ left: 0, right: 8, top: 4, bottom: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" vertical={false} />
              <XAxis dataKey="label" fontSize={11} minTickGap={8} />
              <YAxis fontSize={11} width={56} tickFormatter={(v: number) => formatMoney(v)} />
              <Tooltip formatter={money} />
              <Legend itemSorter={(item) => PRODUCTS.indexOf(item.dataKey as (typeof PRODUCTS)[number])} />
              {PRODUCTS.map((p) => (
                <Bar
                  key={p}
                  dataKey={p}
                  name={name(p)}
                  stackId="revenue"
                  fill={PRODUCT_COLOURS[p]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-line bg-white p-4" data-testid="overview-breakdown">
        <figcaption className="mb-2 text-sm font-medium text-ink">{t('dashboard.overview.breakdownTitle')}</figcaption>
        <div
          className="h-64"
          role="img"
          aria-label={t('dashboard.overview.chartLabel', { title: t('dashboard.overview.breakdownTitle'), summary })}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={breakdown}
              layout="vertical"
              margin={{ left: 8, right: 16, top: 4, bottom: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" horizontal={false} />
              <XAxis type="number" fontSize={11} tickFormatter={(v: number) => formatMoney(v)} />
              <YAxis type="category" dataKey="product" fontSize={11} width={96} />
              <Tooltip formatter={money} />
              <Bar dataKey="value" name={t('dashboard.overview.revenue')} isAnimationActive={false}>
                {breakdown.map((b) => (
                  <Cell key={b.key} fill={PRODUCT_COLOURS[b.key]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
