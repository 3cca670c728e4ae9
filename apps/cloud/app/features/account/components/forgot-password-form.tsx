import { useState, type FormEvent } from 'react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendEmailCode, sendSmsCode } from '../../../lib/codes';
import { accountKind } from '../../../lib/form-rules';
import { resetPasswordRequest } from '../api/auth';
import { forgotSchema, resetAccountRule, validate, type FieldErrors, type ForgotValues } from '../schemas';

/**
 * Forgot password (tp=3, the spec's modalForget): "Email or phone", "Verification code" with "Send code" (e-mail or
 * SMS, purpose reset), "New password", "Confirm new password" and "Reset password". On success the API's message
 * is toasted and `onDone` shows the log-in form.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { api } = useSession();
  const [values, setValues] = useState<ForgotValues>({ account: '', code: '', password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<ForgotValues>>({});
  const [pending, setPending] = useState(false);
  const set = (field: keyof ForgotValues) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const send = async () => {
    const account = resetAccountRule.safeParse(values.account);
    if (!account.success) {
      setErrors({ ...errors, account: account.error.issues[0]?.message });
      return null;
    }
    setErrors({ ...errors, account: undefined });
    return accountKind(account.data) === 'phone' ? sendSmsCode(api, account.data, 'reset') : sendEmailCode(api, account.data, 'reset');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(forgotSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (await resetPasswordRequest(api, checked.data)) onDone();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Email or phone"
        name="account"
        autoComplete="username"
        placeholder="you@example.com or 11-digit mobile number"
        value={values.account}
        error={errors.account}
        onChange={set('account')}
      />
      <CodeField value={values.code} error={errors.code} onSend={send} onChange={(code) => setValues({ ...values, code })} />
      <Field
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="8-32 characters with letters and digits"
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <Field
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={set('confirm_password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Resetting…' : 'Reset password'}
      </Button>
    </form>
  );
}
