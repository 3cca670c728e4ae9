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

/**
 * "Verification code" with "Send code", then a new password (with the password rule's hint) and its confirmation:
 * the part the sign-up forms (e-mail and phone) and the forgot-password form share. Labels are the caller's
 * ("Password" when signing up, "New password" when resetting).
 */
export function CodePasswordFields({
  code,
  codeError,
  onSend,
  onCodeChange,
  password,
  confirm,
  passwordLabel,
  confirmLabel,
  passwordHint,
}: {
  code: string;
  codeError: string | undefined;
  /** Sends the code; resolves as CodeField's `onSend` (seconds to wait, or null when nothing was sent). */
  onSend: () => Promise<number | boolean | null>;
  onCodeChange: (code: string) => void;
  password: TextFieldProps;
  confirm: TextFieldProps;
  passwordLabel: string;
  confirmLabel: string;
  passwordHint: string;
}) {
  return (
    <>
      <CodeField value={code} error={codeError} onSend={onSend} onChange={onCodeChange} />
      <Field label={passwordLabel} type="password" autoComplete="new-password" hint={passwordHint} {...password} />
      <Field label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
