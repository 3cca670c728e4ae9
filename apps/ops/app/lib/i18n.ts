/**
 * Interface-language helpers of the console: the `t` type passed to label functions outside components, and the
 * page title for route `meta` functions ("<page> — Lanyun Ops" in the page's language, from the root loader's `lang`).
 */
import type { Translate } from '@lanyun/i18n';
import { metaTranslator } from '@lanyun/site-kit/seo';

export type { Translate };

/** The translator of the page's language in a route `meta` function (`args.matches`). */
export function metaT(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Translate {
  return metaTranslator({ matches });
}

/** The console is for staff only: no page of it belongs in a search engine. */
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' } as const;

/**
 * `[{ title: '<page> — Lanyun Ops' }, robots noindex]` for a route `meta` function; `page` is the page's name, already
 * translated. A route's `meta` replaces the root's, so each page repeats the `noindex`.
 */
export function pageTitle(t: Translate, page: string): Array<{ title: string } | typeof NOINDEX> {
  return [{ title: t('meta.page', { page }) }, NOINDEX];
}
