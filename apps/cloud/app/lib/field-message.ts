/**
 * Field messages of the zod form rules, shown in the visitor's language. Rules are built outside components, so
 * they carry catalogue KEYS as their messages (`form.email`, `realName.msg.idNumber`, …) and the form translates
 * them where it shows them ({@link useForm}); so do the shared rules of `@lanyun/validators` (`form.password`,
 * `form.passwordRule`). Anything else (e.g. a message that is already text) is shown as it is.
 */
import type { Translate } from '@lanyun/i18n';

/** The `t` of `useTranslation()` or `translatorFor()` (the shared type `Translate` of `@lanyun/i18n`). */
export type { Translate };

/** What a catalogue key looks like: dotted identifiers, no spaces (a sentence never matches). */
const KEY_PATTERN = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

/** The catalogue key for a rule message, or null when the message is plain text. */
export function fieldMessageKey(message: string): string | null {
  return KEY_PATTERN.test(message) ? message : null;
}

/** The text to show for a rule message: the translated key, or the message itself. */
export function fieldMessage(t: Translate, message: string): string;
export function fieldMessage(t: Translate, message: string | undefined): string | undefined;
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = fieldMessageKey(message);
  return key ? t(key) : message;
}
