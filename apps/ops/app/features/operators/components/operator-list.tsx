/**
 * Operator management (admin): the operators with role, two-factor state and status; "New operator", "Edit",
 * "Disable"/"Enable", "Reset two-factor" and "Set password" (each confirmed, audited by the API).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { useOps } from '../../auth/ops-session';
import { roleLabel } from '../../auth/roles';
import {
  OPERATORS_KEY,
  createOperator,
  fetchOperators,
  resetPassword,
  resetTotp,
  updateOperator,
  type OperatorRow,
} from '../api/operators';
import { OperatorDialog } from './operator-dialog';

type Action = { kind: 'toggle' | 'totp' | 'password'; operator: OperatorRow };

export function OperatorList() {
  const { t } = useTranslation();
  const { api, operator: me } = useOps();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OperatorRow | 'new' | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const list = useQuery({ queryKey: OPERATORS_KEY, queryFn: () => fetchOperators(api, 1), staleTime: 0 });
  const reload = (ok: boolean) => {
    if (ok) void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    return ok;
  };
  const columns: Column<OperatorRow>[] = [
    {
      header: t('operators.operator'),
      cell: (o) => (
        <>
          <span data-user-content>{o.name}</span>
          <div className="text-xs text-ink-muted">{o.email}</div>
        </>
      ),
    },
    { header: t('operators.role'), cell: (o) => roleLabel(o.role, t) },
    {
      header: t('operators.twoFactor'),
      cell: (o) =>
        o.totp_enabled ? t('operators.on') : <span className="text-warning-strong">{t('operators.notSetUp')}</span>,
    },
    {
      header: t('common.status'),
      cell: (o) =>
        o.disabled ? <span className="text-danger-strong">{t('common.disabled')}</span> : t('common.active'),
    },
    { header: t('common.created'), cell: (o) => formatDate(o.created_at) },
    {
      header: t('common.actions'),
      cell: (o) =>
        o.id === me?.id ? (
          <span className="text-xs text-ink-muted">{t('operators.you')}</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(o)}
              aria-label={t('operators.editOf', { email: o.email })}
            >
              {t('common.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'toggle', operator: o })}>
              {o.disabled ? t('operators.enable') : t('operators.disable')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'totp', operator: o })}>
              {t('operators.resetTotp')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'password', operator: o })}>
              {t('operators.setPassword')}
            </Button>
          </div>
        ),
    },
  ];
  const a = action;
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing('new')}>{t('operators.new')}</Button>
      </div>
      <DataTable
        caption={t('operators.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        loading={list.isLoading}
        failure={list.isError ? list : undefined}
      />
      {editing ? (
        <OperatorDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          operator={editing === 'new' ? null : editing}
          onSubmit={async (v) =>
            reload(
              editing === 'new'
                ? await createOperator(api, t, v)
                : await updateOperator(api, t, { id: editing.id, name: v.name, role: v.role }),
            )
          }
        />
      ) : null}
      <DecisionDialog
        open={a !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={
          a?.kind === 'toggle'
            ? t(a.operator.disabled ? 'operators.enableTitle' : 'operators.disableTitle', { email: a.operator.email })
            : a?.kind === 'totp'
              ? t('operators.totpTitle', { email: a.operator.email })
              : t('operators.passwordTitle', { email: a?.operator.email ?? '' })
        }
        description={
          a?.kind === 'toggle'
            ? a.operator.disabled
              ? t('operators.enableDescription')
              : t('operators.disableDescription')
            : a?.kind === 'totp'
              ? t('operators.totpDescription')
              : t('operators.passwordDescription')
        }
        confirmLabel={
          a?.kind === 'toggle'
            ? a.operator.disabled
              ? t('operators.enable')
              : t('operators.disable')
            : a?.kind === 'totp'
              ? t('operators.reset')
              : t('operators.setPassword')
        }
        {...(a?.kind === 'password'
          ? {
              reasonLabel: t('operators.newPassword'),
              reasonRequired: true,
              reasonMissing: t('operators.passwordMissing'),
            }
          : {})}
        danger={a?.kind !== 'password' && !(a?.kind === 'toggle' && a.operator.disabled)}
        onConfirm={async (value) => {
          const o = a!.operator;
          if (a!.kind === 'toggle') return reload(await updateOperator(api, t, { id: o.id, disabled: !o.disabled }));
          if (a!.kind === 'totp') return reload(await resetTotp(api, t, o.id));
          return reload(await resetPassword(api, t, o.id, value));
        }}
      />
    </>
  );
}
