/** Create an operator (e-mail, name, role, first password) or edit one (name, role). */
import { useState, type FormEvent } from 'react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, SelectField } from '@lanyun/ui/field';
import { OPERATOR_ROLES, roleLabel, type OperatorRole } from '../../auth/roles';
import type { OperatorRow } from '../api/operators';

const ROLE_OPTIONS = OPERATOR_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));

export interface OperatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The operator to edit; null to create one. */
  operator: OperatorRow | null;
  onSubmit: (values: { email: string; name: string; role: OperatorRole; password: string }) => Promise<boolean>;
}

export function OperatorDialog({ open, onOpenChange, operator, onSubmit }: OperatorDialogProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState(operator?.name ?? '');
  const [role, setRole] = useState<OperatorRole>((OPERATOR_ROLES as readonly string[]).includes(operator?.role ?? '') ? (operator!.role as OperatorRole) : 'editor');
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
        <DialogTitle>{operator ? `Edit ${operator.email}` : 'New operator'}</DialogTitle>
        <DialogDescription>{operator ? 'Change the name or role.' : 'They set up two-factor log-in when they first log in.'}</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-3">
          {operator ? null : <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={(e) => setRole(e.target.value as OperatorRole)} />
          {operator ? null : <Field label="First password" type="password" autoComplete="new-password" hint="8–32 characters with a letter and a digit" value={password} onChange={(e) => setPassword(e.target.value)} />}
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {operator ? 'Save' : 'Create operator'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
