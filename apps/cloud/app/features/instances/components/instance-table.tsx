import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { cn } from '@lanyun/ui/cn';
import { ExpiryCell } from '../../../components/expiry-cell';
import type { Instance, InstanceAction } from '../api/instances';
import {
  ACTION_TEXT,
  AUTO_RENEW_KEY,
  STATUS_VIEW,
  availableActions,
  canToggleAutoRenew,
  isTransitional,
} from '../instance-status';

const th = 'whitespace-nowrap border-b border-line px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'border-b border-line px-3 py-3 align-top text-sm text-ink';

const TONES = {
  ok: 'bg-emerald-50 text-emerald-700',
  busy: 'bg-amber-50 text-amber-700',
  off: 'bg-surface text-ink-muted',
  bad: 'bg-red-50 text-danger-strong',
} as const;

/** The status badge; transitional states show a pulsing dot. */
export function StatusBadge({ instance }: { instance: Instance }) {
  const { t } = useTranslation();
  const view = STATUS_VIEW[instance.status];
  return (
    <span
      data-testid="instance-status"
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[view.tone],
      )}
    >
      {isTransitional(instance.status) ? (
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />
      ) : null}
      {t(view.label)}
    </span>
  );
}

/**
 * The instance list: name and id, status, region and zone, configuration, IP addresses, expiry (with auto-renew),
 * and the actions the state and the user's keys allow.
 */
export function InstanceTable({
  instances,
  can,
  onAction,
  onRenew,
  onAutoRenew,
}: {
  instances: Instance[];
  can: (key: string) => boolean;
  onAction: (action: InstanceAction, instance: Instance) => void;
  onRenew: (instance: Instance) => void;
  /** Turns auto-renew on/off; without it (or without server-1-4) the setting is only shown. */
  onAutoRenew?: (instance: Instance, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] border-collapse" aria-label={t('instances.tableLabel')}>
        <thead>
          <tr>
            <th className={th}>{t('instances.colInstance')}</th>
            <th className={th}>{t('instances.colStatus')}</th>
            <th className={th}>{t('instances.colRegion')}</th>
            <th className={th}>{t('instances.colConfig')}</th>
            <th className={th}>{t('instances.colIp')}</th>
            <th className={th}>{t('instances.colExpires')}</th>
            <th className={`${th} text-right`}>{t('instances.colActions')}</th>
          </tr>
        </thead>
        <tbody>
          {instances.map((i) => (
            <tr key={i.instance_id} aria-label={i.name}>
              <td className={td}>
                <UiLink
                  href={`/user/instances/${i.instance_id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {i.name}
                </UiLink>
                <p className="font-mono text-xs text-ink-muted">{i.instance_id}</p>
              </td>
              <td className={td}>
                <StatusBadge instance={i} />
                {i.status === 'failed' && i.fail_reason ? (
                  <p className="mt-1 max-w-48 text-xs text-ink-muted">
                    {t('instances.failReason', { reason: i.fail_reason })}
                  </p>
                ) : null}
              </td>
              <td className={td}>
                <p>{i.region_name}</p>
                <p className="text-xs text-ink-muted">{i.zone_name}</p>
              </td>
              <td className={td}>
                <p>{t('instances.spec', { vcpu: i.vcpu, memory: i.memory_gb, bandwidth: i.bandwidth_mbps })}</p>
                <p className="text-xs text-ink-muted">
                  {i.instance_type} · {i.image_name}
                </p>
              </td>
              <td className={td}>
                <p data-testid="instance-public-ip">{i.public_ip ?? '—'}</p>
                {i.private_ip ? (
                  <p className="text-xs text-ink-muted">{t('instances.privateIp', { ip: i.private_ip })}</p>
                ) : null}
              </td>
              <td className={td}>
                <ExpiryCell
                  expiresAt={i.expires_at}
                  autoRenew={i.auto_renew}
                  onToggle={
                    onAutoRenew && can(AUTO_RENEW_KEY) && canToggleAutoRenew(i.status)
                      ? (on) => onAutoRenew(i, on)
                      : undefined
                  }
                />
              </td>
              <td className={`${td} text-right`}>
                <div className="flex flex-wrap justify-end gap-1">
                  {availableActions(i.status, can).map((a) =>
                    a === 'renew' ? (
                      <Button key={a} size="sm" variant="ghost" onClick={() => onRenew(i)}>
                        {t('instances.renewAction')}
                      </Button>
                    ) : (
                      <Button
                        key={a}
                        size="sm"
                        variant="ghost"
                        className={a === 'release' ? 'text-danger-strong' : undefined}
                        onClick={() => onAction(a, i)}
                      >
                        {t(ACTION_TEXT[a].verb)}
                      </Button>
                    ),
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
