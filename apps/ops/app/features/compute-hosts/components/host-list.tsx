/**
 * /hosts: the compute hosts (POST /ops/compute/hosts) — each with its state, memory and vCPU capacity, what the
 * platform allocated on it, and the instances placed there. Loading, error (with retry) and empty states.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { useOps } from '../../auth/ops-session';

const gib = (mb: number) => (mb / 1024).toFixed(1);

export function HostList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const q = useQuery({
    queryKey: ['ops', 'compute-hosts'],
    queryFn: async () => {
      const res = await api.call('/ops/compute/hosts');
      if (res.code !== 200 || !res.data) throw new Error(res.msg);
      return res.data;
    },
    refetchInterval: 30_000,
  });
  if (q.isPending) return <p className="py-8 text-sm text-ink-muted">{t('hosts.loading')}</p>;
  if (q.isError) {
    return (
      <div role="alert" className="py-8 text-sm text-danger-strong">
        {q.error.message || t('hosts.failed')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void q.refetch()}>
          {t('hosts.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">{t('hosts.backend', { name: q.data.backend })}</p>
      {q.data.hosts.length === 0 ? <p className="text-sm text-ink-muted">{t('hosts.empty')}</p> : null}
      {q.data.hosts.map((h, i) => (
        <section key={h.uri} aria-labelledby={`host-${i}`} className="rounded-lg border border-line bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`host-${i}`} className="text-sm font-medium text-ink">
              <code>{h.uri}</code>
            </h2>
            <span className={h.up ? 'text-sm text-green-700' : 'text-sm text-danger-strong'}>
              {h.up ? t('hosts.up') : t('hosts.down', { error: h.error ?? '' })}
            </span>
          </div>
          <p className="mt-2 text-sm text-ink">
            {t('hosts.usage', {
              usedMem: gib(h.allocated_memory_mb),
              mem: gib(h.memory_mb),
              usedCpu: h.allocated_vcpus,
              cpu: h.vcpus,
              count: h.instances.length,
            })}
          </p>
          {h.instances.length ? (
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-xs text-ink-muted">
                <tr>
                  <th className="py-1">{t('hosts.instance')}</th>
                  <th className="py-1">{t('hosts.status')}</th>
                  <th className="py-1">{t('hosts.size')}</th>
                  <th className="py-1">{t('hosts.customer')}</th>
                </tr>
              </thead>
              <tbody>
                {h.instances.map((i) => (
                  <tr key={i.instance_id} className="border-t border-line">
                    <td className="py-1">
                      <span data-user-content>{i.name}</span>{' '}
                      <code className="text-xs text-ink-muted">{i.instance_id}</code>
                    </td>
                    <td className="py-1">{t(`dashboard.overview.states.${i.status}`, { defaultValue: i.status })}</td>
                    <td className="py-1">{t('hosts.spec', { vcpu: i.vcpu, memory: i.memory_gb })}</td>
                    <td className="py-1">#{i.user_id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
    </div>
  );
}
