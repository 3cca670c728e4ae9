/**
 * /user/keys: the account's SSH keys (/v1/ssh_secret_key_list_source) — name, type, SHA-256 fingerprint and when it
 * was added — with "Add an SSH key" (the configurator's dialog, /v1/ssh_secret_key_add) and delete behind a
 * confirmation (/v1/ssh_secret_key_del; instances created with a key keep it). Keys belong to the main account, so
 * sub-accounts see them; adding and deleting need server-1-2, and the buttons are hidden without it (the server
 * refuses such calls anyway).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { formatZoned } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { ECS_KEYS, deleteSshKey, fetchSshKeys, type SshKey } from '../../ecs-order/api/ecs-order';
import { AddKeyDialog } from '../../ecs-order/components/add-key-dialog';
import { ConfirmDialog } from '../../instances/components/confirm-dialog';
import { QueryError } from '@lanyun/ui/query-error';

/** Permission key for adding and deleting SSH keys (docs/permissions.md). */
const MANAGE_KEYS = 'server-1-2';
const TH = 'px-3 py-2 font-medium';
const TD = 'px-3 py-3 align-top';

export function SshKeyPanel() {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: ECS_KEYS.sshKeys, queryFn: () => fetchSshKeys(api) });
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  const remove = useMutation({
    mutationFn: (key: SshKey) => deleteSshKey(api, key.id),
    onSuccess: async (res) => {
      if (res.code !== 200) return;
      toast.success(t('sshKeys.deleted'));
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ECS_KEYS.sshKeys });
    },
  });
  const manage = can(MANAGE_KEYS);
  const list = keys.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-ink-muted">{t('sshKeys.intro')}</p>
        {manage ? <AddKeyDialog /> : null}
      </div>
      {keys.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('sshKeys.loading')}</p>
      ) : keys.isError ? (
        <QueryError query={keys} />
      ) : !list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">{t('sshKeys.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm" aria-label={t('sshKeys.table')}>
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className={TH}>{t('sshKeys.name')}</th>
                <th className={TH}>{t('sshKeys.type')}</th>
                <th className={TH}>{t('sshKeys.fingerprint')}</th>
                <th className={TH}>{t('sshKeys.added')}</th>
                {manage ? <th className={`${TH} text-right`}>{t('sshKeys.actions')}</th> : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.map((key) => (
                <tr key={key.id}>
                  <td className={`${TD} font-medium text-ink`}>{key.name}</td>
                  <td className={`${TD} font-mono text-xs`}>{key.key_type}</td>
                  <td className={`${TD} font-mono text-xs break-all`}>{key.fingerprint}</td>
                  <td className={`${TD} whitespace-nowrap`}>{formatZoned(key.created_at, 'YYYY-MM-DD')}</td>
                  {manage ? (
                    <td className={`${TD} text-right`}>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(key)}>
                        {t('sshKeys.delete')}
                        <span className="sr-only"> {key.name}</span>
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('sshKeys.confirmTitle')}
        body={t('sshKeys.confirmBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('sshKeys.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
