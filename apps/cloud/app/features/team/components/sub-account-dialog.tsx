import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { useForm } from '../../../lib/use-form';
import type { SubAccount } from '../api/team';
import { useTeamMutations } from '../hooks/use-team';
import { rulesParam, type RuleCatalogEntry } from '../rules';
import { subAccountCreateSchema, subAccountEditSchema } from '../schemas';
import { RuleCheckboxes } from './rule-checkboxes';

/** The forms' common end: the permission checkboxes, then the submit button (`children` its label). */
function PermissionsAndSubmit({
  catalog,
  rules,
  onRules,
  pending,
  children,
}: {
  catalog: readonly RuleCatalogEntry[];
  rules: string[];
  onRules: (rules: string[]) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <p className="mb-2 text-sm font-medium text-ink">{t('team.permissions')}</p>
        <RuleCheckboxes catalog={catalog} value={rules} onChange={onRules} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {children}
        </Button>
      </div>
    </>
  );
}

function CreateForm({ catalog, onDone }: { catalog: readonly RuleCatalogEntry[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { add } = useTeamMutations();
  const form = useForm(subAccountCreateSchema, { email: '', password: '', name: '', rules: [] });
  const submit = form.handleSubmit(async (data) => {
    if (
      await add.mutateAsync({
        email: data.email,
        password: data.password,
        name: data.name,
        rules: rulesParam(data.rules, catalog),
      })
    )
      onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('team.email')}
          type="email"
          autoComplete="off"
          placeholder={t('team.emailPlaceholder')}
          {...form.field('email')}
        />
        <Field label={t('team.name')} autoComplete="off" {...form.field('name')} />
        <Field
          label={t('team.password')}
          type="password"
          autoComplete="new-password"
          hint={t('form.passwordHint')}
          className="sm:col-span-2"
          {...form.field('password')}
        />
      </div>
      <PermissionsAndSubmit
        catalog={catalog}
        rules={form.values.rules}
        onRules={(rules) => form.setValues((v) => ({ ...v, rules }))}
        pending={form.pending}
      >
        {form.pending ? t('team.creating') : t('team.createButton')}
      </PermissionsAndSubmit>
    </form>
  );
}

function EditForm({
  account,
  catalog,
  onDone,
}: {
  account: SubAccount;
  catalog: readonly RuleCatalogEntry[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { update } = useTeamMutations();
  const form = useForm(subAccountEditSchema, { name: account.name, rules: account.rules });
  const submit = form.handleSubmit(async (data) => {
    if (await update.mutateAsync({ id: account.id, name: data.name, rules: rulesParam(data.rules, catalog) })) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field label={t('team.name')} autoComplete="off" {...form.field('name')} />
      <PermissionsAndSubmit
        catalog={catalog}
        rules={form.values.rules}
        onRules={(rules) => form.setValues((v) => ({ ...v, rules }))}
        pending={form.pending}
      >
        {form.pending ? t('form.saving') : t('form.save')}
      </PermissionsAndSubmit>
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
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{account ? t('team.editTitle') : t('team.createTitle')}</DialogTitle>
        <DialogDescription>
          {account ? t('team.editIntro', { email: account.email }) : t('team.createIntro')}
        </DialogDescription>
        {account ? (
          <EditForm account={account} catalog={catalog} onDone={close} />
        ) : (
          <CreateForm catalog={catalog} onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
