/**
 * Operator management (admin): the operators with role, two-factor state and status; "New operator", "Edit",
 * "Disable"/"Enable", "Reset two-factor" and "Set password" (each confirmed, audited by the API).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { useOps } from '../../auth/ops-session';
import { roleLabel } from '../../auth/roles';
import { OPERATORS_KEY, createOperator, fetchOperators, resetPassword, resetTotp, updateOperator, type OperatorRow } from '../api/operators';
import { OperatorDialog } from './operator-dialog';

type Action = { kind: 'toggle' | 'totp' | 'password'; operator: OperatorRow };

export function OperatorList() {
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
    { header: 'Operator', cell: (o) => <>{o.name}<div className="text-xs text-ink-muted">{o.email}</div></> },
    { header: 'Role', cell: (o) => roleLabel(o.role) },
    { header: 'Two-factor', cell: (o) => (o.totp_enabled ? 'On' : <span className="text-warning">Not set up</span>) },
    { header: 'Status', cell: (o) => (o.disabled ? <span className="text-danger">Disabled</span> : 'Active') },
    { header: 'Created', cell: (o) => formatDate(o.created_at) },
    {
      header: 'Actions',
      cell: (o) =>
        o.id === me?.id ? (
          <span className="text-xs text-ink-muted">You</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            <Button size="sm" variant="outline" onClick={() => setEditing(o)} aria-label={`Edit ${o.email}`}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'toggle', operator: o })}>
              {o.disabled ? 'Enable' : 'Disable'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'totp', operator: o })}>
              Reset two-factor
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'password', operator: o })}>
              Set password
            </Button>
          </div>
        ),
    },
  ];
  const a = action;
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing('new')}>New operator</Button>
      </div>
      <DataTable caption="Operators" columns={columns} rows={list.data?.list} rowKey={(o) => o.id} loading={list.isLoading} />
      {editing ? (
        <OperatorDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          operator={editing === 'new' ? null : editing}
          onSubmit={async (v) =>
            reload(editing === 'new' ? await createOperator(api, v) : await updateOperator(api, { id: editing.id, name: v.name, role: v.role }))
          }
        />
      ) : null}
      <DecisionDialog
        open={a !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={
          a?.kind === 'toggle' ? `${a.operator.disabled ? 'Enable' : 'Disable'} ${a.operator.email}?` : a?.kind === 'totp' ? `Reset two-factor log-in of ${a.operator.email}?` : `New password for ${a?.operator.email ?? ''}`
        }
        description={
          a?.kind === 'toggle'
            ? a.operator.disabled
              ? 'They can log in again.'
              : 'Their sessions end at once and they cannot log in.'
            : a?.kind === 'totp'
              ? 'Their sessions end; at the next log-in they set up a new authenticator.'
              : 'Their sessions end; tell them the new password in person.'
        }
        confirmLabel={a?.kind === 'toggle' ? (a.operator.disabled ? 'Enable' : 'Disable') : a?.kind === 'totp' ? 'Reset' : 'Set password'}
        {...(a?.kind === 'password' ? { reasonLabel: 'New password', reasonRequired: true, reasonMissing: 'Please enter the new password' } : {})}
        danger={a?.kind !== 'password' && !(a?.kind === 'toggle' && a.operator.disabled)}
        onConfirm={async (value) => {
          const o = a!.operator;
          if (a!.kind === 'toggle') return reload(await updateOperator(api, { id: o.id, disabled: !o.disabled }));
          if (a!.kind === 'totp') return reload(await resetTotp(api, o.id));
          return reload(await resetPassword(api, o.id, value));
        }}
      />
    </>
  );
}
