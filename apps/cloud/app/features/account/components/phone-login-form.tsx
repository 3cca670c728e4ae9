import { useState } from 'react';
import { useSession } from '@lanyun/session/react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendSmsCode } from '../../../lib/codes';
import { phoneRule } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { needsSecondFactor, phoneLoginRequest } from '../api/auth';
import { TwoFactorStep } from './two-factor-step';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { phoneLoginSchema } from '../schemas';
import { AgreementCheckbox } from './agreement-checkbox';
import { AuthSubmit } from './auth-submit';
import { RememberRow } from './remember-row';

/**
 * Phone log-in (tp=1&rect=phone): "Phone", "Verification code" with "Send code" (SMS, purpose login, 60 s resend
 * countdown), "Remember me for 30 days", the agreement checkbox and "Log in". A new number gets an account on its
 * first log-in, only with the agreement ticked (the API answers "Please agree to the terms first" otherwise, as a
 * warning toast); an existing account logs in without it.
 */
export function PhoneLoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const form = useForm(phoneLoginSchema, { phone: '', code: '', remember: false, agree: false });

  const send = async () => {
    const phone = form.checkField('phone', phoneRule);
    return phone === null ? null : sendSmsCode(api, phone, 'login');
  };

  const [challenge, setChallenge] = useState<string | null>(null);
  const submit = form.handleSubmit(async (data) => {
    const result = await phoneLoginRequest(api, data);
    if (!result) return;
    if (needsSecondFactor(result)) setChallenge(result.challenge);
    else onSuccess(result, data.remember);
  });

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} onSuccess={onSuccess} />;
  return (
    // method="post": a submit before the page has hydrated must never put the password into a URL (history, logs).
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('form.phonePlaceholder')}
        {...form.field('phone')}
      />
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onSend={send}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
      />
      <RememberRow
        remember={form.values.remember}
        onRemember={(remember) => form.setValues((v) => ({ ...v, remember }))}
        onForgot={onForgot}
      />
      <AgreementCheckbox
        checked={form.values.agree}
        error={form.errors.agree}
        onChange={(agree) => form.setValues((v) => ({ ...v, agree }))}
      />
      <AuthSubmit pending={form.pending} label={t('auth.login')} pendingLabel={t('auth.loggingIn')} />
      <p className="text-center text-xs text-ink-muted">{t('auth.phoneAutoCreate')}</p>
    </form>
  );
}
