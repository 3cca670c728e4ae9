import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { mergeConfig } from './generated/merge-config';

/**
 * tailwind-merge with its class groups cut down to the classes the sources use (`pnpm --filter @lanyun/ui
 * merge-config`, scripts/merge-config.mjs): Tailwind generates CSS only for class names found in the sources, so the
 * rest of the default configuration (≈ 6 KB of gzip on every page) could never matter. The theme's `shadow-header` is
 * a box shadow (scripts/merge-config.mjs MERGE_EXTENSION). `merge-config.test.ts` keeps the list up to date.
 */
const merge = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...mergeConfig }));

/**
 * Joins class names the clsx way (strings, falsy values skipped, arrays, `{ class: condition }` objects), then lets
 * the later of two conflicting Tailwind classes win: `cn('px-4 text-ink', props.className)` with `'px-2'` gives
 * `'text-ink px-2'`. Components put their own classes first and the caller's `className` last.
 */
export function cn(...parts: ClassValue[]): string {
  return merge(clsx(parts));
}
