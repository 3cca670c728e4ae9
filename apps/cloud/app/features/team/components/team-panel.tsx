import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { isSubAccount } from '@lanyun/session/permissions';
import type { User } from '@lanyun/session/session';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatZoned } from '@lanyun/ui/format';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import type { SubAccount } from '../api/team';
import { useTeamMutations, useTeamOverview } from '../hooks/use-team';
import { ruleLabels } from '../rules';
import { DeleteSubAccountDialog } from './delete-dialog';
import { SubAccountDialog } from './sub-account-dialog';
import { QueryError } from '@lanyun/ui/query-error';

/** Whether `user` may manage sub-accounts: a main account with account_management set (spec §2, §6). */
export function canManageTeam(user: Pick<User, 'pid' | 'account_management'> | null | undefined): boolean {
  return Boolean(user && !isSubAccount(user) && user.account_management === 1);
}

/**
 * /user/team (access management): the sub-accounts with their permissions, "Create sub-account", and per row
 * "Edit", "Disable"/"Enable" and "Delete". Users who may not manage sub-accounts see the no-permission message.
 */
export function TeamPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const allowed = canManageTeam(user);
  const overview = useTeamOverview(allowed);
  const { update } = useTeamMutations();
  const [editing, setEditing] = useState<SubAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SubAccount | null>(null);

  if (!allowed) {
    return (
      <p role="status" className="rounded-lg bg-surface p-8 text-center text-ink-soft">
        {noPermissionMessage(t)}
      </p>
    );
  }
  const data = overview.data;
  const catalog = data?.rule_catalog ?? [];
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{t('team.intro')}</p>
        <Button onClick={() => setEditing('new')} disabled={!data}>
          {t('team.create')}
        </Button>
      </div>
      {overview.isLoading ? (
        <p className="p-8 text-center text-ink-muted">{t('form.loading')}</p>
      ) : overview.isError ? (
        <QueryError query={overview} />
      ) : !data ? (
        <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">{t('team.unavailable')}</p>
      ) : data.sub_accounts.length === 0 ? (
        <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">{t('team.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className="px-4 py-3 font-medium">{t('team.colAccount')}</th>
                <th className="px-4 py-3 font-medium">{t('team.colPermissions')}</th>
                <th className="px-4 py-3 font-medium">{t('team.colStatus')}</th>
                <th className="px-4 py-3 text-right font-medium">{t('team.colActions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.sub_accounts.map((a) => (
                <tr key={a.id}>
                  <td className="min-w-[13rem] px-4 py-3">
                    <p className="font-medium text-ink">{a.name || a.user_name}</p>
                    <p className="text-xs break-all text-ink-muted">{a.email}</p>
                    <p className="mt-1 text-xs whitespace-nowrap text-ink-muted">
                      {t('team.created', { date: formatZoned(a.created_at, 'YYYY-MM-DD') })}
                    </p>
                  </td>
                  <td className="px-4 py-3 text-ink-soft">
                    {a.rules.length ? (
                      <ul className="flex flex-wrap gap-1" aria-label={t('team.colPermissions')}>
                        {ruleLabels(a.rules, catalog, t).map((label) => (
                          <li key={label} className="rounded bg-surface px-1.5 py-0.5 text-xs">
                            {label}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t('team.none')
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={cn(
                        'rounded px-2 py-0.5 text-xs',
                        a.disabled ? 'bg-surface text-ink-muted' : 'bg-success/10 text-success-strong',
                      )}
                    >
                      {a.disabled ? t('team.disabled') : t('team.active')}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('team.editLabel', { email: a.email })}
                        onClick={() => setEditing(a)}
                      >
                        {t('team.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={
                          a.disabled
                            ? t('team.enableLabel', { email: a.email })
                            : t('team.disableLabel', { email: a.email })
                        }
                        disabled={update.isPending}
                        onClick={() => update.mutate({ id: a.id, disabled: a.disabled ? 0 : 1 })}
                      >
                        {a.disabled ? t('team.enable') : t('team.disable')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger-strong"
                        aria-label={t('team.deleteLabel', { email: a.email })}
                        onClick={() => setDeleting(a)}
                      >
                        {t('team.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SubAccountDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        account={editing === 'new' ? null : editing}
        catalog={catalog}
      />
      <DeleteSubAccountDialog account={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} />
    </div>
  );
}
