import { useState, type FormEvent } from 'react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { loginRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { loginSchema, validate, type FieldErrors, type LoginValues } from '../schemas';
import { Field } from '@lanyun/ui/field';

/**
 * E-mail log-in (tp=1): "Email", "Password", "Remember me for 30 days" and the "Log in" button.
 * Client messages per spec §5; server errors arrive as warning toasts.
 */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await loginRequest(api, checked.data);
      if (result) onSuccess(result, checked.data.remember);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Email"
        type="email"
        name="account"
        autoComplete="username"
        placeholder="you@example.com"
        value={values.account}
        error={errors.account}
        onChange={(e) => setValues({ ...values, account: e.target.value })}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
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
    </form>
  );
}
