/**
 * The cloud site's sitemap entries: the public routes of spec §2 (the solutions and agreements from the API) and
 * every published article, read page by page from /v1/get_news_list (news and documents; articles scheduled for later
 * are not listed until their time). Account pages and log-in are left out (robots.txt disallows them).
 * `lastmod`: an article's publication time, an agreement's effective date, a solution page's last edit; the news and
 * document lists and the home page the newest article they show, the notices the newest notice; the other pages
 * the site's build time (the sitemap route's default).
 */
import type { SitemapEntry } from '@lanyun/site-kit/seo';
import { getAgreements, getNewsList, getNotices, getSolutionPage, getSolutions } from '../content/api/content.server';
import type { NewsKind } from '../content/news-type';

/** Paths robots.txt keeps crawlers out of. */
export const PRIVATE_PATHS = ['/user/', '/login'];

const STATIC: SitemapEntry[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/ecs', changefreq: 'weekly', priority: 0.9 },
  { path: '/buyphone', changefreq: 'weekly', priority: 0.9 },
  { path: '/price', changefreq: 'weekly', priority: 0.8 },
  { path: '/price/ecs', changefreq: 'weekly', priority: 0.8 },
  { path: '/trial', changefreq: 'monthly', priority: 0.7 },
  { path: '/news/info', changefreq: 'daily', priority: 0.7 },
  { path: '/news/doc', changefreq: 'weekly', priority: 0.6 },
  { path: '/notice', changefreq: 'daily', priority: 0.6 },
  { path: '/download', changefreq: 'monthly', priority: 0.5 },
  { path: '/resource', changefreq: 'monthly', priority: 0.5 },
  { path: '/tutorial', changefreq: 'monthly', priority: 0.5 },
  { path: '/aboutus', changefreq: 'yearly', priority: 0.4 },
];

/** Largest page the news list allows, and a bound on pages read per kind. */
const PAGE_SIZE = 50;
const MAX_PAGES = 200;

async function articles(request: Request, kind: NewsKind): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await getNewsList(request, { kind }, page, PAGE_SIZE);
    for (const item of res.list)
      out.push({ path: `/news/detail/${item.id}`, lastmod: item.created_at, changefreq: 'monthly', priority: 0.6 });
    if (res.list.length < PAGE_SIZE || page * PAGE_SIZE >= res.total) break;
  }
  return out;
}

/** Every entry of the cloud site's sitemap (each with its zh-CN and en URLs; `request` only for the API client). */
export async function cloudSitemapEntries(request: Request): Promise<SitemapEntry[]> {
  const [news, docs, agreements, solutions, notices] = await Promise.all([
    articles(request, 1),
    articles(request, 2),
    getAgreements(request),
    getSolutions(request),
    getNotices(request, 1, 1),
  ]);
  const pages = await Promise.all(solutions.map((s) => getSolutionPage(request, s.slug)));
  const newest = (entries: SitemapEntry[]) =>
    entries.reduce<number | undefined>(
      (max, e) => (typeof e.lastmod === 'number' && (max === undefined || e.lastmod > max) ? e.lastmod : max),
      undefined,
    );
  const lastmod: Record<string, number | undefined> = {
    '/': newest([...news, ...docs]),
    '/news/info': newest(news),
    '/news/doc': newest(docs),
    '/notice': notices.list[0]?.created_at,
  };
  return [
    ...STATIC.map((e): SitemapEntry => (lastmod[e.path] === undefined ? e : { ...e, lastmod: lastmod[e.path] })),
    ...solutions.map(
      (s, i): SitemapEntry => ({
        path: `/solution/${s.slug}`,
        ...(pages[i] ? { lastmod: pages[i]!.updated_at } : {}),
        changefreq: 'monthly',
        priority: 0.7,
      }),
    ),
    ...agreements.map(
      (a): SitemapEntry => ({
        path: `/agreement/${a.type}`,
        lastmod: a.effective_at,
        changefreq: 'yearly',
        priority: 0.3,
      }),
    ),
    ...news,
    ...docs,
  ];
}
