import { useState } from 'react';
import { useSession } from '@lanyun/session/react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { useForm } from '../../../lib/use-form';
import { loginRequest, needsSecondFactor } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { loginSchema } from '../schemas';
import { AuthSubmit } from './auth-submit';
import { RememberRow } from './remember-row';
import { TwoFactorStep } from './two-factor-step';

/**
 * Password log-in (tp=1): one "Email or phone" field (a phone-only account logs in with its number), "Password", "Remember me for 30 days" and the "Log in" button.
 * Client messages per spec §5; server errors arrive as warning toasts.
 */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const form = useForm(loginSchema, { account: '', password: '', remember: false });
  const [challenge, setChallenge] = useState<string | null>(null);
  const submit = form.handleSubmit(async (data) => {
    const result = await loginRequest(api, data);
    if (!result) return;
    if (needsSecondFactor(result)) setChallenge(result.challenge);
    else onSuccess(result, data.remember);
  });

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} onSuccess={onSuccess} />;
  return (
    // method="post": a submit before the page has hydrated must never put the password into a URL (history, logs).
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.account')}
        type="text"
        autoComplete="username"
        placeholder={t('auth.accountPlaceholder')}
        {...form.field('account')}
      />
      <Field label={t('auth.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <RememberRow
        remember={form.values.remember}
        onRemember={(remember) => form.setValues((v) => ({ ...v, remember }))}
        onForgot={onForgot}
      />
      <AuthSubmit pending={form.pending} label={t('auth.login')} pendingLabel={t('auth.loggingIn')} />
    </form>
  );
}
