import { useState, type FormEvent } from 'react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendSmsCode } from '../../../lib/codes';
import { phoneRule } from '../../../lib/form-rules';
import { phoneLoginRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { phoneLoginSchema, validate, type FieldErrors, type PhoneLoginValues } from '../schemas';

/**
 * Phone log-in (tp=1&rect=phone): "Phone", "Verification code" with "Send code" (SMS, purpose login, 60 s resend
 * countdown), "Remember me for 30 days" and "Log in". A new number gets an account on its first log-in.
 */
export function PhoneLoginForm({ onForgot }: { onForgot: () => void }) {
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const [values, setValues] = useState<PhoneLoginValues>({ phone: '', code: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors<PhoneLoginValues>>({});
  const [pending, setPending] = useState(false);

  const send = async () => {
    const phone = phoneRule.safeParse(values.phone);
    if (!phone.success) {
      setErrors({ ...errors, phone: phone.error.issues[0]?.message });
      return null;
    }
    setErrors({ ...errors, phone: undefined });
    return sendSmsCode(api, phone.data, 'login');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(phoneLoginSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await phoneLoginRequest(api, checked.data);
      if (result) onSuccess(result, checked.data.remember);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder="11-digit mobile number"
        value={values.phone}
        error={errors.phone}
        onChange={(e) => setValues({ ...values, phone: e.target.value })}
      />
      <CodeField value={values.code} error={errors.code} onSend={send} onChange={(code) => setValues({ ...values, code })} />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-ink-soft">
          <input
            type="checkbox"
            checked={values.remember}
            onChange={(e) => setValues({ ...values, remember: e.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          Remember me for 30 days
        </label>
        <button type="button" onClick={onForgot} className="text-brand-600 hover:underline">
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Logging in…' : 'Log in'}
      </Button>
      <p className="text-center text-xs text-ink-muted">An account is created automatically for a new phone number.</p>
    </form>
  );
}
