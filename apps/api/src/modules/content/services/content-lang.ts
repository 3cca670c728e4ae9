/**
 * Content languages: zh-CN (default, the provider's home market) and en. Public content calls take
 * `lang` in the body; without it the `Accept-Language` header decides (an `en…` range ranked above
 * any `zh…` range picks en); anything else is zh-CN. Rows keep zh-CN in the plain columns and
 * English in the `*_en` columns (docs/decisions/0006-content.md "Content languages").
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Optional `lang` body field of every public content call. */
export const LangField = z
  .enum(LANGS)
  .optional()
  .describe('zh-CN (default) or en; without it the Accept-Language header decides');

/** The language of a request: the explicit `lang`, else the best of Accept-Language, else zh-CN. */
export function resolveLang(request: FastifyRequest, lang?: Lang): Lang {
  if (lang) return lang;
  const header = request.headers['accept-language'];
  if (!header) return 'zh-CN';
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const r of ranges) {
    if (r.tag.startsWith('zh')) return 'zh-CN';
    if (r.tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
}

/**
 * A catalog name (region, zone, family, disk, duration, phone package or region) in `lang`. Catalog rows keep English
 * in the plain columns and Chinese in the `*_zh` columns (empty for rows an operator added without one): zh-CN gets
 * the Chinese name when there is one, else the English name.
 */
export function catalogText(lang: Lang, en: string, zh: string | null | undefined): string {
  return lang === 'zh-CN' && zh ? zh : en;
}

/** The text in `lang`, falling back to zh-CN when there is no English text. */
export function pick(lang: Lang, zh: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : zh;
}
