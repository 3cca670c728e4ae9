import { useSession } from '@lanyun/session/react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { sendSmsCode } from '../../../lib/codes';
import { phoneRule } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { phoneSignupRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { phoneSignupSchema } from '../schemas';
import { AgreementCheckbox } from './agreement-checkbox';
import { AuthSubmit } from './auth-submit';
import { CodePasswordFields } from './code-password-fields';

/**
 * Phone sign-up (tp=2&rect=phone): "Phone", "Verification code" with "Send code" (SMS, purpose register), "Password",
 * "Confirm password", the agreement and "Sign up". The account then logs in with the phone and that password, or an
 * SMS code. Server errors (number taken, wrong code) arrive as warning toasts.
 */
export function PhoneSignupForm() {
  const { t } = useTranslation();
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const form = useForm(phoneSignupSchema, { phone: '', code: '', password: '', confirm_password: '', agree: false });
  const send = async () => {
    const phone = form.checkField('phone', phoneRule);
    return phone === null ? null : sendSmsCode(api, phone, 'register');
  };
  const submit = form.handleSubmit(async (data) => {
    const result = await phoneSignupRequest(api, data);
    if (result) onSuccess(result, false);
  });

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
      <CodePasswordFields form={form} onSend={send} kind="signup" />
      <AgreementCheckbox
        checked={form.values.agree}
        error={form.errors.agree}
        onChange={(agree) => form.setValues((v) => ({ ...v, agree }))}
      />
      <AuthSubmit pending={form.pending} label={t('auth.signup')} pendingLabel={t('auth.creating')} />
      <p className="text-center text-xs text-ink-muted">{t('auth.signupPhoneNote')}</p>
    </form>
  );
}
