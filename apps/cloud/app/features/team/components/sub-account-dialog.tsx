import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { useForm } from '../../../lib/use-form';
import type { SubAccount } from '../api/team';
import { useTeamMutations } from '../hooks/use-team';
import { rulesParam, type RuleCatalogEntry } from '../rules';
import { subAccountCreateSchema, subAccountEditSchema } from '../schemas';
import { RuleCheckboxes } from './rule-checkboxes';

function CreateForm({ catalog, onDone }: { catalog: readonly RuleCatalogEntry[]; onDone: () => void }) {
  const { add } = useTeamMutations();
  const form = useForm(subAccountCreateSchema, { email: '', password: '', name: '', rules: [] });
  const submit = form.handleSubmit(async (data) => {
    if (await add.mutateAsync({ email: data.email, password: data.password, name: data.name, rules: rulesParam(data.rules, catalog) })) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" type="email" autoComplete="off" placeholder="Log-in e-mail of the sub-account" {...form.field('email')} />
        <Field label="Name" autoComplete="off" {...form.field('name')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="8-32 characters with letters and digits"
          className="sm:col-span-2"
          {...form.field('password')}
        />
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-ink">Permissions</p>
        <RuleCheckboxes catalog={catalog} value={form.values.rules} onChange={(rules) => form.setValues((v) => ({ ...v, rules }))} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Creating…' : 'Create'}
        </Button>
      </div>
    </form>
  );
}

function EditForm({ account, catalog, onDone }: { account: SubAccount; catalog: readonly RuleCatalogEntry[]; onDone: () => void }) {
  const { update } = useTeamMutations();
  const form = useForm(subAccountEditSchema, { name: account.name, rules: account.rules });
  const submit = form.handleSubmit(async (data) => {
    if (await update.mutateAsync({ id: account.id, name: data.name, rules: rulesParam(data.rules, catalog) })) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field label="Name" autoComplete="off" {...form.field('name')} />
      <div>
        <p className="mb-2 text-sm font-medium text-ink">Permissions</p>
        <RuleCheckboxes catalog={catalog} value={form.values.rules} onChange={(rules) => form.setValues((v) => ({ ...v, rules }))} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Create ("Create sub-account": Email, Name, Password, permission checkboxes, "Create") or edit ("Edit
 * sub-account": Name, permissions, "Save") dialog. `account` null means create.
 */
export function SubAccountDialog({
  open,
  onOpenChange,
  account,
  catalog,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: SubAccount | null;
  catalog: readonly RuleCatalogEntry[];
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{account ? 'Edit sub-account' : 'Create sub-account'}</DialogTitle>
        <DialogDescription>
          {account ? `${account.email} — change the name and what this sub-account may do.` : 'The sub-account logs in with this e-mail and password.'}
        </DialogDescription>
        {account ? <EditForm account={account} catalog={catalog} onDone={close} /> : <CreateForm catalog={catalog} onDone={close} />}
      </DialogContent>
    </Dialog>
  );
}
