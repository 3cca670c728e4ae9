/**
 * /user/instances/:id: one instance — state, configuration, region and zone, addresses (with the SSH port on
 * hosts with user-mode networking), expiry; the actions the list offers (start, stop, reboot, renew, release,
 * guarded by the same keys and states) plus password reset; the serial console; monitoring charts. Polls while the
 * instance changes state. Errors show with a retry; a foreign or unknown instance shows "not found".
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { formatZoned } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { RenewDialog } from '../../../components/renew-dialog';
import { usePurchaseGate } from '../../../lib/use-purchase-gate';
import { instanceRenewal, type InstanceAction } from '../../instances/api/instances';
import { ConfirmDialog } from '../../instances/components/confirm-dialog';
import { StatusBadge } from '../../instances/components/instance-table';
import { useInstanceAction } from '../../instances/hooks/use-instances';
import {
  ACTION_TEXT,
  availableActions,
  INSTANCE_POLL_MS,
  isTransitional,
  LIST_KEY,
} from '../../instances/instance-status';
import { DETAIL_KEYS, fetchInstanceDetail } from '../api/instance-detail';
import { MetricsCharts } from './metrics-charts';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SerialConsole } from './serial-console';
import { InstanceSecurityGroups } from '../../security-groups/components/instance-security-groups';
import { sshCommand } from '../ssh-command';

/** Permission key of password reset and the console (the power actions' key). */
export const OPERATE_KEY = 'server-1-3';

export function InstanceDetailPanel({
  instanceId,
  onTopUp,
}: {
  instanceId: string;
  onTopUp: (preset?: number) => void;
}) {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const allowed = can(LIST_KEY);
  const q = useQuery({
    queryKey: DETAIL_KEYS.detail(instanceId),
    queryFn: () => fetchInstanceDetail(api, instanceId),
    enabled: allowed,
    refetchInterval: (query) =>
      query.state.data && isTransitional(query.state.data.status) ? INSTANCE_POLL_MS : 15_000,
  });
  const action = useInstanceAction();
  const gate = usePurchaseGate({ onTopUp, returnTo: `/user/instances/${instanceId}` });
  const [confirm, setConfirm] = useState<InstanceAction | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [resetting, setResetting] = useState(false);

  if (!allowed) return <p className="text-sm text-ink-muted">{noPermissionMessage(t)}</p>;
  if (q.isPending) return <p className="py-10 text-center text-sm text-ink-muted">{t('instanceDetail.loading')}</p>;
  if (q.isError) {
    return (
      <div role="alert" className="py-10 text-center text-sm text-danger-strong">
        {q.error.message || t('instanceDetail.loadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void q.refetch()}>
          {t('instances.retry')}
        </Button>
      </div>
    );
  }
  const i = q.data;
  const running = i.status === 'running';
  const rows: [string, string][] = [
    [t('instanceDetail.id'), i.instance_id],
    [t('instanceDetail.hostname'), i.hostname],
    [t('instances.colRegion'), `${i.region_name} · ${i.zone_name}`],
    [
      t('instances.colConfig'),
      `${i.instance_type} · ${t('instances.spec', { vcpu: i.vcpu, memory: i.memory_gb, bandwidth: i.bandwidth_mbps })}`,
    ],
    [t('instanceDetail.image'), i.image_name],
    [t('instanceDetail.disks'), [`${i.system_disk.gb} GiB`, ...i.data_disks.map((d) => `${d.gb} GiB`)].join(' + ')],
    [t('instanceDetail.publicIp'), i.public_ip ?? '—'],
    [t('instanceDetail.privateIp'), i.private_ip ?? '—'],
    [t('instanceDetail.ssh'), sshCommand(i) ?? t('instanceDetail.sshNoAddress')],
    [t('instances.colExpires'), formatZoned(i.expires_at, 'YYYY-MM-DD HH:mm')],
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <UiLink href="/user/instances" className="text-sm text-brand-700">
            {t('instanceDetail.back')}
          </UiLink>
          <h2 className="text-lg font-semibold text-ink" data-testid="instance-name">
            {i.name}
          </h2>
          <StatusBadge instance={i} />
        </div>
        <div className="flex flex-wrap gap-2">
          {availableActions(i.status, can).map((a) =>
            a === 'renew' ? (
              <Button key={a} size="sm" variant="outline" onClick={() => setRenewing(true)}>
                {t('instances.renewAction')}
              </Button>
            ) : (
              <Button
                key={a}
                size="sm"
                variant="outline"
                className={a === 'release' ? 'text-danger-strong' : undefined}
                onClick={() => setConfirm(a)}
              >
                {t(ACTION_TEXT[a].verb)}
              </Button>
            ),
          )}
          {running && can(OPERATE_KEY) ? (
            <Button size="sm" variant="outline" onClick={() => setResetting(true)}>
              {t('instanceDetail.reset.action')}
            </Button>
          ) : null}
        </div>
      </div>
      {i.fail_reason ? <p className="text-sm text-danger-strong">{i.fail_reason}</p> : null}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-3">
            <dt className="w-28 shrink-0 text-ink-muted">{k}</dt>
            <dd className="min-w-0 break-all text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {can(OPERATE_KEY) ? (
        <div className="space-y-3">
          <h3 className="font-medium text-ink">{t('instanceDetail.console.title')}</h3>
          <SerialConsole instanceId={i.instance_id} running={running} />
        </div>
      ) : null}
      {i.status !== 'released' && i.status !== 'failed' ? (
        <div className="space-y-3">
          <h3 className="font-medium text-ink">{t('securityGroups.title')}</h3>
          <InstanceSecurityGroups instanceId={i.instance_id} />
        </div>
      ) : null}
      <div className="space-y-3">
        <h3 className="font-medium text-ink">{t('instanceDetail.metrics.title')}</h3>
        <MetricsCharts instanceId={i.instance_id} />
      </div>
      {confirm ? (
        <ConfirmDialog
          open
          title={t(ACTION_TEXT[confirm].title)}
          body={t('instances.confirmBody', { name: i.name, id: i.instance_id, body: t(ACTION_TEXT[confirm].body) })}
          confirmLabel={t(ACTION_TEXT[confirm].verb)}
          danger={ACTION_TEXT[confirm].danger}
          busy={action.isPending}
          onOpenChange={(open) => (open ? undefined : setConfirm(null))}
          onConfirm={() => {
            action.mutate({ action: confirm, instanceId: i.instance_id });
            setConfirm(null);
          }}
        />
      ) : null}
      {renewing ? (
        <RenewDialog renewal={instanceRenewal(api, i)} gate={gate} onClose={() => setRenewing(false)} />
      ) : null}
      {resetting ? <ResetPasswordDialog instanceId={i.instance_id} onClose={() => setResetting(false)} /> : null}
      {gate.dialog}
    </div>
  );
}
