import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { CodeField } from '../../../components/code-field';
import { sendSmsCode } from '../../../lib/codes';
import { useForm, type FormState } from '../../../lib/use-form';
import { changePasswordWithCode, changePasswordWithCurrent } from '../api/security';
import { phoneDisplay } from '../mask';
import { passwordPhoneSchema, passwordVerifySchema } from '../schemas';

/** The end of both forms: the new password, its confirmation and the submit button. */
function NewPasswordAndSubmit({
  form,
}: {
  form: Pick<FormState<typeof passwordVerifySchema | typeof passwordPhoneSchema>, 'field' | 'pending'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('form.passwordHint')}
        {...form.field('password')}
      />
      <Field
        label={t('security.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('form.saving') : t('security.changePassword')}
      </Button>
    </>
  );
}

function WithCurrent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const form = useForm(passwordVerifySchema, { old_password: '', password: '', confirm_password: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await changePasswordWithCurrent(api, data, t('security.passwordChanged'))) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('old_password')}
      />
      <NewPasswordAndSubmit form={form} />
    </form>
  );
}

function WithCode({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const form = useForm(passwordPhoneSchema, { code: '', password: '', confirm_password: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await changePasswordWithCode(api, data, t('security.passwordChanged'))) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-soft">
        {t('security.codeToPhone', { phone: phoneDisplay(phone, t('security.notBound')) })}
      </p>
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
        onSend={() => sendSmsCode(api, phone, 'verify')}
      />
      <NewPasswordAndSubmit form={form} />
    </form>
  );
}

/**
 * "Change password" dialog: tab "With current password" (/secure/user_update_password_verify) or, when a phone is
 * bound, "With SMS code" (/secure/user_update_password_phone, code purpose verify). Other sessions are logged out.
 */
export function PasswordDialog({
  open,
  onOpenChange,
  phone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  phone: string | null;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('security.changePassword')}</DialogTitle>
        <DialogDescription>{t('security.passwordIntro')}</DialogDescription>
        <Tabs defaultValue="current" className="mt-4">
          <TabsList aria-label={t('security.howToConfirm')}>
            <TabsTrigger value="current">{t('security.withCurrent')}</TabsTrigger>
            <TabsTrigger value="sms" disabled={!phone} title={phone ? undefined : t('security.bindPhoneFirst')}>
              {t('security.withSms')}
            </TabsTrigger>
          </TabsList>
          {phone ? null : <p className="mt-2 text-xs text-ink-muted">{t('security.bindPhoneHint')}</p>}
          <TabsContent value="current">
            <WithCurrent onDone={close} />
          </TabsContent>
          {phone ? (
            <TabsContent value="sms">
              <WithCode phone={phone} onDone={close} />
            </TabsContent>
          ) : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
