/**
 * The `/og/*` resource route of a site: answers `ogCardPath(…)` URLs (`./seo.ts`) with the page's link-preview card.
 *
 * `/og/<fingerprint>/<lang>/<path>.png` reads the title of the page `<path>` in `<lang>` from the site itself (an HTTP
 * request to this server for the page, whose `og:title` is the title in that language), so a card only ever shows a
 * real page's title: anything else (an unknown or private path, a redirect) answers 404. The site-name suffix is
 * dropped from the title, since the card shows the brand on its own line.
 *
 * The URL's fingerprint must be that of the page's current title: another one (an old URL, after the title changed)
 * answers 302 to the current card, without drawing.
 *
 * Cards are kept in memory (the last {@link CACHE_SIZE}, keyed by URL; concurrent requests for one card render it once)
 * and sent with a one-year immutable Cache-Control: the fingerprint in the URL changes with the title.
 *
 * The page is fetched from `SITE_INTERNAL_ORIGIN` if set, else from this process's own port (`PORT`, `HOST`, as
 * `bin/serve.mjs` listens), else from the request's origin (the development server).
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@lanyun/i18n';
import { renderOgCard } from './og-card.server';
import { fingerprint, ogCardPath } from './seo';

/** How many rendered cards stay in memory (about 30–60 KB each). */
export const CACHE_SIZE = 300;

/** A drawn card, or where the current card of the page is (the URL's fingerprint is not its title's), or nothing. */
type Card = { png: Uint8Array<ArrayBuffer> } | { moved: string } | null;

const cache = new Map<string, Promise<Card>>();

/** What the site puts on its cards. */
export interface OgRouteOptions {
  /**
   * The brand line, e.g. `Lanyun Cloud`, and the suffix removed from page titles, where the page names no
   * `og:site_name` of its own (a page that does is drawn with its own brand, in its language).
   */
  siteName: string;
  /** The line under the brand (the site's host name, say); optional. */
  tagline?: string;
}

/** The parts of a card URL's splat (`<fingerprint>/<lang>/<path>.png`), or null when it is not one. */
export function parseOgSplat(splat: string): { fingerprint: string; lang: Lang; path: string } | null {
  const m = /^([0-9a-z]{1,8})\/([A-Za-z-]+)\/([A-Za-z0-9_/-]+)\.png$/.exec(splat);
  if (!m || !(LANGS as readonly string[]).includes(m[2]!)) return null;
  return { fingerprint: m[1]!, lang: m[2] as Lang, path: m[3] === 'index' ? '/' : `/${m[3]}` };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML attribute value (named entities React writes, and numeric ones). */
function unescapeHtml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/** The page's title from its HTML (`og:title`, else `<title>`), without the ` — siteName` suffix. */
export function pageTitleOf(html: string, siteName: string): string | null {
  const raw =
    /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (raw === undefined) return null;
  const title = unescapeHtml(raw).trim();
  const suffix = ` — ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

function internalOrigin(request: Request): string {
  if (process.env.SITE_INTERNAL_ORIGIN) return process.env.SITE_INTERNAL_ORIGIN.replace(/\/$/, '');
  if (process.env.PORT) {
    const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
    return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT}`;
  }
  return new URL(request.url).origin;
}

async function render(
  request: Request,
  { fingerprint: fp, lang, path }: NonNullable<ReturnType<typeof parseOgSplat>>,
  opts: OgRouteOptions,
): Promise<Card> {
  const url = new URL(path, `${internalOrigin(request)}/`);
  if (lang !== DEFAULT_LANG) url.searchParams.set('lang', lang);
  const page = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
  if (page.status !== 200) return null;
  const html = await page.text();
  // The brand the page itself names (og:site_name: 岚云 on Chinese pages, Lanyun Cloud on English ones), else the option.
  const ogSiteName = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
  const siteName = ogSiteName ? unescapeHtml(ogSiteName).trim() : opts.siteName;
  const title = pageTitleOf(html, siteName);
  if (!title) return null;
  // Only the current title's URL draws a card: an old one (the title changed) points to the new one, and made-up
  // fingerprints cost no drawing.
  if (fingerprint(title) !== fp) return { moved: ogCardPath(path, lang, title) };
  return { png: await renderOgCard({ title, siteName, tagline: opts.tagline }) };
}

/**
 * The loader of a site's `og/*` route: a `image/png` answer with the card, or 404. `splat` is `params['*']`.
 */
export async function ogCardResponse(request: Request, splat: string, opts: OgRouteOptions): Promise<Response> {
  const parsed = parseOgSplat(splat);
  if (!parsed) return new Response('Not Found', { status: 404 });
  let card = cache.get(splat);
  if (!card) {
    card = render(request, parsed, opts);
    cache.set(splat, card);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    // Failures are not kept: the next request tries again.
    card.then(
      (c) => (c === null || 'moved' in c) && cache.delete(splat),
      () => cache.delete(splat),
    );
  }
  const c = await card;
  if (!c) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if ('moved' in c)
    return new Response(null, { status: 302, headers: { Location: c.moved, 'Cache-Control': 'no-store' } });
  const png = c.png;
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
