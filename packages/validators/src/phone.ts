/**
 * Mainland China mobile numbers: 11 digits starting 13–19, optionally written with +86 / 86 and
 * spaces or dashes. Stored and compared as the bare 11 digits.
 */

/** Return the 11-digit form of a mainland mobile number, or null when `text` is not one. */
export function normalizePhone(text: string): string | null {
  const m = /^(?:\+?86)?(1[3-9]\d{9})$/.exec(text.replace(/[\s-]/g, ''));
  return m ? m[1]! : null;
}

/** Mask the middle four digits: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
