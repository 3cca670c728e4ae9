/** Create an operator (e-mail, name, role, first password) or edit one (name, role). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, SelectField } from '@lanyun/ui/field';
import { OPERATOR_ROLES, roleLabel, type OperatorRole } from '../../auth/roles';
import type { OperatorRow } from '../api/operators';

export interface OperatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The operator to edit; null to create one. */
  operator: OperatorRow | null;
  onSubmit: (values: { email: string; name: string; role: OperatorRole; password: string }) => Promise<boolean>;
}

export function OperatorDialog({ open, onOpenChange, operator, onSubmit }: OperatorDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState(operator?.name ?? '');
  const [role, setRole] = useState<OperatorRole>(
    (OPERATOR_ROLES as readonly string[]).includes(operator?.role ?? '') ? (operator!.role as OperatorRole) : 'editor',
  );
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await onSubmit({ email: email.trim(), name: name.trim(), role, password }).finally(() => setBusy(false));
    if (ok) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>{operator ? t('operators.editTitle', { email: operator.email }) : t('operators.new')}</DialogTitle>
        <DialogDescription>
          {operator ? t('operators.editDescription') : t('operators.newDescription')}
        </DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-3">
          {operator ? null : (
            <Field label={t('common.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
          <Field label={t('common.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <SelectField
            label={t('operators.role')}
            value={role}
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: roleLabel(r, t) }))}
            onChange={(e) => setRole(e.target.value as OperatorRole)}
          />
          {operator ? null : (
            <Field
              label={t('operators.firstPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('operators.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {operator ? t('common.save') : t('operators.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
