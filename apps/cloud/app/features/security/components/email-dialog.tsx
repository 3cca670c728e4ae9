import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendEmailCode } from '../../../lib/codes';
import { emailRule } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { changeEmail } from '../api/security';
import { emailChangeSchema } from '../schemas';

function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const form = useForm(emailChangeSchema, { email: '', code: '' });
  const send = async () => {
    const email = form.checkField('email', emailRule);
    return email === null ? null : sendEmailCode(api, email, 'change_email');
  };
  const submit = form.handleSubmit(async (data) => {
    const user = await changeEmail(api, data, t('security.emailChanged'));
    if (!user) return;
    queryClient.setQueryData(SESSION_KEYS.user, user);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
        {...form.field('email')}
      />
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
        onSend={send}
      />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('form.saving') : t('security.changeEmail')}
      </Button>
    </form>
  );
}

/** "Change email" dialog: a code (purpose change_email) goes to the NEW address, then /secure/user_update_email. */
export function EmailDialog({
  open,
  onOpenChange,
  bound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bound: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{bound ? t('security.changeEmail') : t('security.bindEmail')}</DialogTitle>
        <DialogDescription>{t('security.emailIntro')}</DialogDescription>
        <EmailForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
