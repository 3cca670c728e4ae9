/**
 * The interface languages of the Lanyun sites and how a request picks one (no React, no i18next: safe for loaders,
 * the API client and tests).
 *
 * Languages are BCP 47 tags: `zh-CN` (default, the provider's home market) and `en`. A page's language is, in order:
 * 1. the `lang` query parameter (`?lang=en`), which is also remembered in the `lang` cookie (one year);
 * 2. the `lang` cookie;
 * 3. `zh-CN`.
 * The browser's Accept-Language is deliberately not used: a URL without `?lang=` must show crawlers and new visitors
 * the same (zh-CN) page so each language has one stable URL for hreflang (docs/decisions/0010-interface-languages.md).
 */
import { parseCookieHeader } from '@lanyun/session/cookie-header';

/** Every interface language, default first. */
export const LANGS = ['zh-CN', 'en'] as const;
/** An interface language. */
export type Lang = (typeof LANGS)[number];
/** The language of a URL without `?lang=` and of visitors without the cookie. */
export const DEFAULT_LANG: Lang = 'zh-CN';
/** Query parameter that selects (and remembers) a language. */
export const LANG_PARAM = 'lang';
/** Cookie that remembers the visitor's choice. */
export const LANG_COOKIE = 'lang';
/** How long the choice is remembered, in seconds (one year). */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', en: 'English' };

/**
 * The language `raw` names, or null: exact tags, any case, and the common variants (`zh`, `zh-Hans`, `zh_CN`,
 * `en-US`, `en-GB` …) map to the two supported languages.
 */
export function parseLang(raw: string | null | undefined): Lang | null {
  if (!raw) return null;
  const tag = raw.trim().replace('_', '-').toLowerCase();
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return null;
}

/** A request's language and whether it was chosen in the URL (then the cookie should remember it). */
export interface RequestLang {
  lang: Lang;
  /** The language named by `?lang=`, when the URL names a supported one. */
  fromUrl: Lang | null;
  /** The language in the `lang` cookie, when it holds a supported one. */
  fromCookie: Lang | null;
}

/** The language of a request (see the module comment for the order). */
export function requestLang(request: Request): RequestLang {
  const fromUrl = parseLang(new URL(request.url).searchParams.get(LANG_PARAM));
  const fromCookie = parseLang(parseCookieHeader(request.headers.get('cookie'))[LANG_COOKIE]);
  return { lang: fromUrl ?? fromCookie ?? DEFAULT_LANG, fromUrl, fromCookie };
}

/** The Set-Cookie header value that remembers `lang` for the whole site (and its subdomains when `domain` is set). */
export function langSetCookie(lang: Lang, domain?: string | null): string {
  const parts = [
    `${LANG_COOKIE}=${encodeURIComponent(lang)}`,
    'Path=/',
    `Max-Age=${LANG_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (domain) parts.push(`Domain=${domain}`);
  return parts.join('; ');
}

/**
 * The URL of `pathname` (+ `search`) in `lang`: other query parameters are kept, `lang` is set. Used by the language
 * switch, so the chosen language is explicit in the URL and therefore also remembered.
 */
export function switchLangHref(pathname: string, search: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  params.set(LANG_PARAM, lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The stable public URL of `pathname` in `lang` for canonical and hreflang links: the default language has no
 * parameter, others carry `?lang=`. Other query parameters are dropped (one URL per page and language).
 */
export function langPath(pathname: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? pathname : `${pathname}?${LANG_PARAM}=${encodeURIComponent(lang)}`;
}

/**
 * A link to a page of another of our sites (`url`, absolute) that keeps the visitor's language: `?lang=` is set for a
 * language other than the default; a default-language link is left as it is (the visitor's cookie decides there).
 */
export function crossSiteHref(url: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return url;
  const u = new URL(url);
  u.searchParams.set(LANG_PARAM, lang);
  return u.toString();
}

/** The Open Graph locale of a language (`zh_CN`, `en_US`). */
export function ogLocale(lang: Lang): string {
  return lang === 'en' ? 'en_US' : 'zh_CN';
}

/**
 * A translate function as non-component helpers take it: the `t` of `useTranslation()` in any namespace, or
 * `translatorFor(lang)`. Helpers of shared packages name keys with their namespace prefix (`ui:…`), so any `t` works.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
