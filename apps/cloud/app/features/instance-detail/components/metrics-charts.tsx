/**
 * Monitoring charts of an instance (Recharts): CPU %, memory used (MiB), disk and network throughput (KiB/s) over
 * the last hour, day, week or 30 days. Loading, error (with retry) and "no samples yet" states are shown.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DETAIL_KEYS, fetchMetrics, type MetricsRange } from '../api/instance-detail';

const RANGES: MetricsRange[] = ['hour', 'day', 'week', 'month'];
/** How often the open chart reloads, ms. */
const REFRESH_MS = 60_000;

export function MetricsCharts({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation();
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
  const chart = (title: string, lines: { key: string; name: string; color: string }[]) => (
    <figure className="rounded-lg border border-line p-3">
      <figcaption className="mb-2 text-sm font-medium text-ink">{title}</figcaption>
      <div className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ left: 0, right: 8, top: 4, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#eee" />
            <XAxis dataKey="label" fontSize={11} minTickGap={24} />
            <YAxis fontSize={11} width={48} />
            <Tooltip />
            <Legend />
            {lines.map((l) => (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.key}
                name={l.name}
                stroke={l.color}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
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
          {chart(t('instanceDetail.metrics.cpu'), [{ key: 'cpu_pct', name: 'CPU %', color: '#1d4ed8' }])}
          {chart(t('instanceDetail.metrics.memory'), [{ key: 'mem_used_mb', name: 'MiB', color: '#059669' }])}
          {chart(t('instanceDetail.metrics.disk'), [{ key: 'disk_kib', name: 'KiB/s', color: '#d97706' }])}
          {chart(t('instanceDetail.metrics.network'), [{ key: 'net_kib', name: 'KiB/s', color: '#7c3aed' }])}
        </div>
      )}
    </section>
  );
}
