import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge told about the theme tokens of styles.css that it cannot tell apart by shape: `shadow-header` is a
 * box shadow (not a shadow colour). Colours (`brand-*`, `ink*`, `line`, `surface`, status) need nothing: any
 * non-size `text-*`/`bg-*` value is taken as a colour.
 */
const merge = extendTailwindMerge({ extend: { theme: { shadow: ['header'] } } });

/**
 * Joins class names the clsx way (strings, falsy values skipped, arrays, `{ class: condition }` objects), then lets
 * the later of two conflicting Tailwind classes win: `cn('px-4 text-ink', props.className)` with `'px-2'` gives
 * `'text-ink px-2'`. Components put their own classes first and the caller's `className` last.
 */
export function cn(...parts: ClassValue[]): string {
  return merge(clsx(parts));
}
