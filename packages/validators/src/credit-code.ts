/**
 * Unified social credit codes of organisations (GB 32100-2015): 18 characters from the 31-symbol
 * alphabet 0-9 A-H J-N P-R T-U W-Y (no I, O, Z, S, V); the last is a check character over the
 * first 17 with weights 3^i mod 31: check = 31 - (Σ value·weight mod 31), 31 meaning 0.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Check character for the first 17 characters, or null when they use a symbol outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = ALPHABET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  const c = 31 - (sum % 31);
  return ALPHABET[c === 31 ? 0 : c]!;
}

/** True when `text` (case-insensitive, surrounding spaces ignored) is a valid credit code. */
export function isValidCreditCode(text: string): boolean {
  const s = text.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(s)) return false;
  return creditCodeCheckChar(s.slice(0, 17)) === s[17];
}
