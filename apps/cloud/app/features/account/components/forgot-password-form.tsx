import { useSession } from '@lanyun/session/react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { sendEmailCode, sendSmsCode } from '../../../lib/codes';
import { accountKind } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { resetPasswordRequest } from '../api/auth';
import { forgotSchema, resetAccountRule } from '../schemas';
import { AuthSubmit } from './auth-submit';
import { CodePasswordFields } from './code-password-fields';

/**
 * Forgot password (tp=3, the spec's modalForget): "Email or phone", "Verification code" with "Send code" (e-mail or
 * SMS, purpose reset), "New password", "Confirm new password" and "Reset password". On success the API's message
 * is toasted and `onDone` shows the log-in form.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const form = useForm(forgotSchema, { account: '', code: '', password: '', confirm_password: '' });

  const send = async () => {
    const account = form.checkField('account', resetAccountRule);
    if (account === null) return null;
    return accountKind(account) === 'phone' ? sendSmsCode(api, account, 'reset') : sendEmailCode(api, account, 'reset');
  };

  const submit = form.handleSubmit(async (data) => {
    if (await resetPasswordRequest(api, data, t('auth.resetDone'))) onDone();
  });

  return (
    // method="post": a submit before the page has hydrated must never put the password into a URL (history, logs).
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.account')}
        autoComplete="username"
        placeholder={t('auth.accountPlaceholder')}
        {...form.field('account')}
      />
      <CodePasswordFields form={form} onSend={send} kind="reset" />
      <AuthSubmit pending={form.pending} label={t('auth.reset')} pendingLabel={t('auth.resetting')} />
    </form>
  );
}
