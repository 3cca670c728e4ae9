/**
 * Field messages of the zod form rules, shown in the visitor's language. Rules are built outside components, so
 * they carry catalogue KEYS as their messages (`form.email`, `realName.msg.idNumber`, …) and the form translates
 * them where it shows them ({@link useForm}). The shared rules of `@lanyun/validators` speak English (the API uses
 * the same text); their known messages are mapped to keys here. Anything else (e.g. a message that is already
 * text) is shown as it is.
 */
import type { Translate } from '@lanyun/i18n';
import { ACCOUNT_PASSWORD_MSG } from '@lanyun/validators/password';

/** The `t` of `useTranslation()` or `translatorFor()` (the shared type `Translate` of `@lanyun/i18n`). */
export type { Translate };

/** Messages of `@lanyun/validators` rules → catalogue keys. */
const VALIDATOR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [ACCOUNT_PASSWORD_MSG]: 'form.passwordRule',
  'Please enter the login password': 'form.password',
};

/** What a catalogue key looks like: dotted identifiers, no spaces (a sentence never matches). */
const KEY_PATTERN = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

/** The catalogue key for a rule message, or null when the message is plain text. */
export function fieldMessageKey(message: string): string | null {
  const key = VALIDATOR_MESSAGE_KEYS[message] ?? message;
  return KEY_PATTERN.test(key) ? key : null;
}

/** The text to show for a rule message: the translated key, or the message itself. */
export function fieldMessage(t: Translate, message: string): string;
export function fieldMessage(t: Translate, message: string | undefined): string | undefined;
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = fieldMessageKey(message);
  return key ? t(key) : message;
}
