import { useSession } from '@lanyun/session/react';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendEmailCode, sendSmsCode } from '../../../lib/codes';
import { accountKind } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { resetPasswordRequest } from '../api/auth';
import { forgotSchema, resetAccountRule } from '../schemas';
import { AuthSubmit } from './auth-submit';

/**
 * Forgot password (tp=3, the spec's modalForget): "Email or phone", "Verification code" with "Send code" (e-mail or
 * SMS, purpose reset), "New password", "Confirm new password" and "Reset password". On success the API's message
 * is toasted and `onDone` shows the log-in form.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { api } = useSession();
  const form = useForm(forgotSchema, { account: '', code: '', password: '', confirm_password: '' });

  const send = async () => {
    const account = form.checkField('account', resetAccountRule);
    if (account === null) return null;
    return accountKind(account) === 'phone' ? sendSmsCode(api, account, 'reset') : sendEmailCode(api, account, 'reset');
  };

  const submit = form.handleSubmit(async (data) => {
    if (await resetPasswordRequest(api, data)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Email or phone" autoComplete="username" placeholder="you@example.com or 11-digit mobile number" {...form.field('account')} />
      <CodeField value={form.values.code} error={form.errors.code} onSend={send} onChange={(code) => form.setValues((v) => ({ ...v, code }))} />
      <Field label="New password" type="password" autoComplete="new-password" hint="8-32 characters with letters and digits" {...form.field('password')} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm_password')} />
      <AuthSubmit pending={form.pending} label="Reset password" pendingLabel="Resetting…" />
    </form>
  );
}
