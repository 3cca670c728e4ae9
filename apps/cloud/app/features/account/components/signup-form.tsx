import { useSession } from '@lanyun/session/react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { sendEmailCode } from '../../../lib/codes';
import { emailRule } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { signupRequest } from '../api/auth';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { signupSchema } from '../schemas';
import { AgreementCheckbox } from './agreement-checkbox';
import { AuthSubmit } from './auth-submit';
import { CodePasswordFields } from './code-password-fields';

/**
 * Sign-up (tp=2): "Email", "Verification code" with "Send code" (e-mail, purpose register, 60 s resend countdown: the
 * address is proved before the account exists), "Password", "Confirm password", the agreement checkbox and the
 * "Sign up" button. Client messages per spec §5; server errors (password rule, e-mail taken, wrong code) arrive as
 * warning toasts.
 */
export function SignupForm() {
  const { t } = useTranslation();
  const { api } = useSession();
  const onSuccess = useAuthSuccess();
  const form = useForm(signupSchema, { email: '', code: '', password: '', confirm_password: '', agree: false });
  const send = async () => {
    const email = form.checkField('email', emailRule);
    return email === null ? null : sendEmailCode(api, email, 'register');
  };
  const submit = form.handleSubmit(async (data) => {
    const result = await signupRequest(api, data);
    if (result) onSuccess(result, false);
  });

  return (
    // method="post": a submit before the page has hydrated must never put the password into a URL (history, logs).
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
        {...form.field('email')}
      />
      <CodePasswordFields form={form} onSend={send} kind="signup" />
      <AgreementCheckbox
        checked={form.values.agree}
        error={form.errors.agree}
        onChange={(agree) => form.setValues((v) => ({ ...v, agree }))}
      />
      <AuthSubmit pending={form.pending} label={t('auth.signup')} pendingLabel={t('auth.creating')} />
      <p className="text-center text-xs text-ink-muted">{t('auth.signupCodeNote')}</p>
    </form>
  );
}
