import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import type { ChangeEvent } from 'react';
import { CodeField } from '../../../components/code-field';

/** The props `useForm().field(name)` gives a text field (lib/use-form.ts). */
interface TextFieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** What these fields use of a `useForm` state (lib/use-form.ts) whose values `V` have `code`, `password`, `confirm_password`. */
interface CodePasswordForm<V extends { code: string }> {
  values: V;
  errors: { code?: string };
  setValues: (update: (prev: V) => V) => void;
  field: (name: 'password' | 'confirm_password') => TextFieldProps;
}

/**
 * "Verification code" with "Send code", then a new password (with the password rule's hint) and its confirmation:
 * the part the sign-up forms (e-mail and phone) and the forgot-password form share. `kind` picks the labels:
 * "Password" when signing up, "New password" when resetting.
 */
export function CodePasswordFields<V extends { code: string }>({
  form,
  onSend,
  kind,
}: {
  form: CodePasswordForm<V>;
  /** Sends the code; resolves as CodeField's `onSend` (seconds to wait, or null when nothing was sent). */
  onSend: () => Promise<number | boolean | null>;
  kind: 'signup' | 'reset';
}) {
  const { t } = useTranslation();
  return (
    <>
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onSend={onSend}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
      />
      <Field
        label={t(kind === 'signup' ? 'auth.password' : 'auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('form.passwordHint')}
        {...form.field('password')}
      />
      <Field
        label={t(kind === 'signup' ? 'auth.confirmPassword' : 'auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
    </>
  );
}
