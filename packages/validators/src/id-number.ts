/**
 * Resident identity card numbers of the People's Republic of China, 18 characters
 * (GB 11643-1999): 6-digit area code, 8-digit birth date (YYYYMMDD), 3-digit sequence and a
 * check character computed with ISO 7064 MOD 11-2 (weights 2^(17-i) mod 11; 'X' stands for 10).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character for the first 17 digits. @throws RangeError when `first17` is not 17 digits */
export function idNumberCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('need 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

/**
 * True when `text` is a well-formed 18-character ID number: digits, a real birth date not in the
 * future and not before 1900, and a matching check character (lower-case x accepted).
 */
export function isValidIdNumber(text: string, today: Date = new Date()): boolean {
  const s = text.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(s)) return false;
  const y = Number(s.slice(6, 10));
  const m = Number(s.slice(10, 12));
  const d = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > today.getTime())
    return false;
  return idNumberCheckChar(s.slice(0, 17)) === s[17];
}

/** Mask all but the first 3 and last 4 characters: 110105********123X. */
export function maskIdNumber(text: string): string {
  return text.length <= 7
    ? '*'.repeat(text.length)
    : `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}
