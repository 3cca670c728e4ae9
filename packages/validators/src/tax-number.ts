/**
 * Taxpayer identification numbers on VAT invoices (纳税人识别号). Accepted forms:
 * - 18 characters: a unified social credit code (GB 32100-2015), check character verified (./credit-code.ts);
 * - 15 characters: the former tax registration number (6-digit area code + 9-character organisation code),
 *   digits and capital letters;
 * - 20 characters: the former number of individual businesses (an 18-character resident ID number + 2 digits),
 *   digits and capital letters.
 * Input is compared case-insensitively with surrounding spaces ignored; `normalizeTaxNumber` gives the stored form.
 */
import { isValidCreditCode } from './credit-code.ts';

/** Upper-case, without surrounding spaces: the form a tax number is stored and printed in. */
export const normalizeTaxNumber = (text: string) => text.trim().toUpperCase();

/** Why a tax number is refused, or null when it is valid. */
export function taxNumberProblem(text: string): 'format' | 'check_digit' | null {
  const s = normalizeTaxNumber(text);
  if (s.length === 18) {
    if (!/^[0-9A-Z]{18}$/.test(s)) return 'format';
    return isValidCreditCode(s) ? null : 'check_digit';
  }
  if (s.length === 15 || s.length === 20) return /^[0-9A-Z]+$/.test(s) ? null : 'format';
  return 'format';
}

/** True when `text` is an accepted taxpayer identification number. */
export const isValidTaxNumber = (text: string) => taxNumberProblem(text) === null;
