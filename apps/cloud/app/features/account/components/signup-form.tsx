import { useState, type FormEvent } from 'react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { signupRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { signupSchema, validate, type FieldErrors, type SignupValues } from '../schemas';
import { Field } from '@lanyun/ui/field';

/**
 * Sign-up (tp=2): "Email", "Password", "Confirm password", the agreement checkbox and the "Sign up" button.
 * Client messages per spec §5; server errors (password rule, e-mail taken) arrive as warning toasts.
 */
export function SignupForm() {
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const [values, setValues] = useState<SignupValues>({ email: '', password: '', confirm_password: '', agree: false });
  const [errors, setErrors] = useState<FieldErrors<SignupValues>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(signupSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await signupRequest(api, checked.data);
      if (result) onSuccess(result, false);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        error={errors.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="8-32 characters with letters and digits"
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <Field
        label="Confirm password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={(e) => setValues({ ...values, confirm_password: e.target.value })}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            name="agree"
            checked={values.agree}
            aria-invalid={errors.agree ? true : undefined}
            onChange={(e) => setValues({ ...values, agree: e.target.checked })}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span>
            I have read and agree to the{' '}
            <UiLink href="/agreement/service" target="_blank" className="text-brand-600 hover:underline">
              Terms of Service
            </UiLink>{' '}
            and{' '}
            <UiLink href="/agreement/privacy" target="_blank" className="text-brand-600 hover:underline">
              Privacy Policy
            </UiLink>
          </span>
        </label>
        {errors.agree ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {errors.agree}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating account…' : 'Sign up'}
      </Button>
    </form>
  );
}
