/**
 * Joins class names, skipping falsy values.
 * `cn('a', cond && 'b', undefined)` → `'a b'` when `cond` is true.
 */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}
