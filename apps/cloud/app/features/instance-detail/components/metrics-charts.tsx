/**
 * Monitoring charts of an instance (Recharts): CPU %, memory used (MiB), disk and network throughput (KiB/s) over
 * the last hour, day, week or 30 days. Loading, error (with retry) and "no samples yet" states are shown.
 *
 * Each chart says its values in text, in the page's language (WCAG 1.1.1, 1.3.1): a summary of the range (latest,
 * min, max, average) under the caption, and a data table behind a "Data table" disclosure. The plot itself is hidden
 * from assistive technology and takes no focus (Recharts' keyboard layer is off): it would only read out axis ticks.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DETAIL_KEYS, fetchMetrics, type MetricsRange } from '../api/instance-detail';
import { formatChartValue, summarizeSeries } from './metrics-summary';

const RANGES: MetricsRange[] = ['hour', 'day', 'week', 'month'];
/** How often the open chart reloads, ms. */
const REFRESH_MS = 60_000;

export function MetricsCharts({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [range, setRange] = useState<MetricsRange>('hour');
  const q = useQuery({
    queryKey: DETAIL_KEYS.metrics(instanceId, range),
    queryFn: () => fetchMetrics(api, instanceId, range),
    refetchInterval: REFRESH_MS,
  });
  const points = (q.data?.points ?? []).map((p) => ({
    ...p,
    label: formatDate(p.t, range === 'week' || range === 'month' ? 'MM-DD HH:mm' : 'HH:mm'),
    disk_kib: Math.round((p.disk_read_bps + p.disk_write_bps) / 1024),
    net_kib: Math.round((p.net_rx_bps + p.net_tx_bps) / 1024),
  }));
  const chart = (
    series: 'cpu' | 'memory' | 'disk' | 'network',
    key: 'cpu_pct' | 'mem_used_mb' | 'disk_kib' | 'net_kib',
    unit: string,
    color: string,
  ) => (
    <ChartFigure
      title={t(`instanceDetail.metrics.${series}`)}
      name={t(`instanceDetail.metrics.series.${series}`)}
      unit={unit}
      color={color}
      dataKey={key}
      points={points}
      rangeLabel={t(`instanceDetail.metrics.${range}`)}
      lang={i18n.language}
    />
  );
  return (
    <section aria-label={t('instanceDetail.metrics.title')} className="space-y-3">
      <div className="flex gap-2" role="group" aria-label={t('instanceDetail.metrics.range')}>
        {RANGES.map((r) => (
          <Button
            key={r}
            size="sm"
            variant={r === range ? 'primary' : 'outline'}
            aria-pressed={r === range}
            onClick={() => setRange(r)}
          >
            {t(`instanceDetail.metrics.${r}`)}
          </Button>
        ))}
      </div>
      {q.isPending ? (
        <p className="py-6 text-sm text-ink-muted">{t('instanceDetail.metrics.loading')}</p>
      ) : q.isError ? (
        <div role="alert" className="py-6 text-sm text-danger-strong">
          {q.error.message || t('instanceDetail.metrics.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void q.refetch()}>
            {t('instances.retry')}
          </Button>
        </div>
      ) : points.length === 0 ? (
        <p className="py-6 text-sm text-ink-muted">{t('instanceDetail.metrics.empty')}</p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {chart('cpu', 'cpu_pct', '%', '#1d4ed8')}
          {chart('memory', 'mem_used_mb', 'MiB', '#059669')}
          {chart('disk', 'disk_kib', 'KiB/s', '#d97706')}
          {chart('network', 'net_kib', 'KiB/s', '#7c3aed')}
        </div>
      )}
    </section>
  );
}

type ChartPoint = { label: string } & Record<'cpu_pct' | 'mem_used_mb' | 'disk_kib' | 'net_kib', number>;

/**
 * One chart: caption, the range's summary in text, the plot (hidden from assistive technology, no tab stop) and its
 * data as a table behind a disclosure. `name` is the series' localised legend label, `unit` its unit.
 */
function ChartFigure({
  title,
  name,
  unit,
  color,
  dataKey,
  points,
  rangeLabel,
  lang,
}: {
  title: string;
  name: string;
  unit: string;
  color: string;
  dataKey: keyof Omit<ChartPoint, 'label'>;
  points: ChartPoint[];
  rangeLabel: string;
  lang: string;
}) {
  const { t } = useTranslation();
  const summaryId = useId();
  const values = points.map((p) => p[dataKey]);
  const summary = summarizeSeries(values);
  const fmt = (v: number) => formatChartValue(v, lang);
  return (
    <figure className="rounded-lg border border-line p-3" aria-describedby={summary ? summaryId : undefined}>
      <figcaption className="text-sm font-medium text-ink">{title}</figcaption>
      {summary ? (
        <p id={summaryId} className="mt-1 mb-2 text-xs text-ink-soft" data-testid={`metrics-summary-${dataKey}`}>
          {t('instanceDetail.metrics.summary', {
            range: rangeLabel,
            latest: fmt(summary.latest),
            min: fmt(summary.min),
            max: fmt(summary.max),
            avg: fmt(summary.avg),
            unit,
          })}
        </p>
      ) : null}
      <div className="h-48" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ left: 0, right: 8, top: 4, bottom: 0 }}
            accessibilityLayer={false}
            tabIndex={-1}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#eee" />
            <XAxis dataKey="label" fontSize={11} minTickGap={24} />
            <YAxis fontSize={11} width={48} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey={dataKey}
              name={`${name} (${unit})`}
              stroke={color}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-600">{t('instanceDetail.metrics.table')}</summary>
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls; the keyboard must reach it (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={t('instanceDetail.metrics.tableLabel', { title })}
          className="mt-2 max-h-60 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t('instanceDetail.metrics.tableLabel', { title })}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium text-ink-soft">
                  {t('instanceDetail.metrics.time')}
                </th>
                <th scope="col" className="py-1 font-medium text-ink-soft">{`${name} (${unit})`}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={i} className="border-t border-line">
                  <td className="py-1 pr-4 text-ink-soft">{p.label}</td>
                  <td className="py-1 text-ink">{fmt(p[dataKey])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
