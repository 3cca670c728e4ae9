import { useSession } from '@lanyun/session/react';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { UiLink } from '@lanyun/ui/link';
import { useForm } from '../../../lib/use-form';
import { signupRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { signupSchema } from '../schemas';
import { AuthSubmit } from './auth-submit';

/**
 * Sign-up (tp=2): "Email", "Password", "Confirm password", the agreement checkbox and the "Sign up" button.
 * Client messages per spec §5; server errors (password rule, e-mail taken) arrive as warning toasts.
 */
export function SignupForm() {
  const { t } = useTranslation();
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const form = useForm(signupSchema, { email: '', password: '', confirm_password: '', agree: false });
  const submit = form.handleSubmit(async (data) => {
    const result = await signupRequest(api, data);
    if (result) onSuccess(result, false);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('auth.email')} type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} {...form.field('email')} />
      <Field label={t('auth.password')} type="password" autoComplete="new-password" hint={t('form.passwordHint')} {...form.field('password')} />
      <Field label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...form.field('confirm_password')} />
      <div>
        <label className="flex items-start gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            name="agree"
            checked={form.values.agree}
            aria-invalid={form.errors.agree ? true : undefined}
            onChange={(e) => {
              const agree = e.target.checked;
              form.setValues((v) => ({ ...v, agree }));
            }}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span>
            <Trans
              t={t}
              i18nKey="auth.agreement"
              components={{
                terms: <UiLink href="/agreement/service" target="_blank" className="text-brand-600 hover:underline" />,
                privacy: <UiLink href="/agreement/privacy" target="_blank" className="text-brand-600 hover:underline" />,
              }}
            />
          </span>
        </label>
        {form.errors.agree ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {form.errors.agree}
          </p>
        ) : null}
      </div>
      <AuthSubmit pending={form.pending} label={t('auth.signup')} pendingLabel={t('auth.creating')} />
    </form>
  );
}
