/**
 * /user/instances: the account's ECS instances (spec §7 /instance_overview/user_instance_list) with status polling
 * while any is pending or changing state, actions behind confirm dialogs, renewal, and a pager. Sub-accounts without
 * server-1-1 see the no-permission note; buttons whose key they lack are hidden (the server refuses them anyway).
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { formatNumber } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { Pager } from '@lanyun/ui/pager';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { RenewDialog } from '../../../components/renew-dialog';
import { usePurchaseGate } from '../../../lib/use-purchase-gate';
import { instanceRenewal, type Instance, type InstanceAction } from '../api/instances';
import { INSTANCE_PAGE_SIZE, useAutoRenew, useInstanceAction, useInstances } from '../hooks/use-instances';
import { ACTION_TEXT, LIST_KEY } from '../instance-status';
import { ConfirmDialog } from './confirm-dialog';
import { InstanceTable } from './instance-table';
import { QueryError } from '@lanyun/ui/query-error';

export function InstancesPanel({ onTopUp }: { onTopUp: (preset?: number) => void }) {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const allowed = can(LIST_KEY);
  const [page, setPage] = useState(1);
  const list = useInstances(page, allowed);
  const action = useInstanceAction();
  const autoRenew = useAutoRenew();
  const gate = usePurchaseGate({ onTopUp, returnTo: '/user/instances' });
  const [confirm, setConfirm] = useState<{ action: InstanceAction; instance: Instance } | null>(null);
  const [renewing, setRenewing] = useState<Instance | null>(null);

  if (!allowed) return <p className="text-sm text-ink-muted">{noPermissionMessage(t)}</p>;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / INSTANCE_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {data
            ? t('instances.count', {
                count: data.total,
                // Counted up to 10,000: past it the API answers the cap with total_capped ("10,000+").
                formatted: `${formatNumber(data.total)}${data.total_capped ? '+' : ''}`,
              })
            : ' '}
        </p>
        <UiLink href="/ecs#buy" className={buttonClass('primary', 'sm')}>
          {t('instances.buy')}
        </UiLink>
      </div>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('instances.loading')}</p>
      ) : list.isError ? (
        <QueryError query={list} title={t('instances.loadFailed')} />
      ) : !data?.list.length ? (
        <div className="rounded-lg border border-dashed border-line py-12 text-center">
          <p className="text-ink">{t('instances.empty')}</p>
          <UiLink href="/ecs#buy" className={buttonClass('outline', 'sm', 'mt-4')}>
            {t('instances.configure')}
          </UiLink>
        </div>
      ) : (
        <>
          <InstanceTable
            instances={data.list}
            can={can}
            onAction={(a, instance) => setConfirm({ action: a, instance })}
            onRenew={setRenewing}
            onAutoRenew={(instance, on) => autoRenew.mutate({ instanceId: instance.instance_id, on })}
          />
          {pages > 1 ? <Pager label={t('instances.pages')} page={page} pages={pages} onPage={setPage} /> : null}
        </>
      )}
      {confirm ? (
        <ConfirmDialog
          open
          title={t(ACTION_TEXT[confirm.action].title)}
          body={t('instances.confirmBody', {
            name: confirm.instance.name,
            id: confirm.instance.instance_id,
            body: t(ACTION_TEXT[confirm.action].body),
          })}
          confirmLabel={t(ACTION_TEXT[confirm.action].verb)}
          danger={ACTION_TEXT[confirm.action].danger}
          busy={action.isPending}
          onOpenChange={(open) => (open ? undefined : setConfirm(null))}
          onConfirm={() => {
            action.mutate({ action: confirm.action, instanceId: confirm.instance.instance_id });
            setConfirm(null);
          }}
        />
      ) : null}
      {renewing ? (
        <RenewDialog renewal={instanceRenewal(api, renewing)} gate={gate} onClose={() => setRenewing(null)} />
      ) : null}
      {gate.dialog}
    </div>
  );
}
