/**
 * Money conversion. Inside the system money is integer fen (1 yuan = 100 fen); the API speaks
 * yuan as strings with exactly two decimals ("1234.50") so no float ever touches a balance.
 */

/** Format integer fen as a yuan string with two decimals, e.g. 12345 → "123.45", -5 → "-0.05". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parse a yuan amount ("10", "10.5", "10.50") into integer fen.
 * @throws RangeError when the text is not a non-negative amount with at most two decimals.
 */
export function yuanToFen(yuan: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) throw new RangeError(`not a yuan amount: ${yuan}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
