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

/** `[{ title: '<page> — Lanyun Ops' }]` for a route `meta` function; `page` is the page's name, already translated. */
export function pageTitle(t: Translate, page: string): Array<{ title: string }> {
  return [{ title: t('meta.page', { page }) }];
}
