/**
 * Public content loaders (server only): banners, news classes and lists, articles, documents, hot list, notices.
 * Each returns what the API provides, or an empty value, so pages always render (spec §2: content may be thin).
 * `request` gives the visitor's interface language: content comes back in it (zh-CN text where no translation exists).
 */
import type { DataOf } from '@lanyun/api-sdk';
import { dataOr } from '@lanyun/session/server';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { NewsFilter } from '../news-type';

export type Banner = DataOf<'/v1/banner_list'>[number];
export type NewsClass = DataOf<'/v1/get_news_class_list'>[number];
export type NewsPage = DataOf<'/v1/get_news_list'>;
export type NewsItem = NewsPage['list'][number];
export type Article = DataOf<'/v1/get_news_info'>;
export type HotItem = DataOf<'/v1/get_hot'>[number];
export type NoticePage = DataOf<'/v1/notice_list'>;

const emptyPage = (page: number, pageSize: number) =>
  ({ list: [], total: 0, page, page_size: pageSize }) as unknown as NewsPage;

/** Home-page banners (position "home"); [] on failure. */
export function getBanners(request: Request): Promise<Banner[]> {
  return dataOr<Banner[]>(publicApi(request).call('/v1/banner_list', { position: 'home' }), []);
}

/** All news classes; [] on failure. */
export function getNewsClasses(request: Request): Promise<NewsClass[]> {
  return dataOr<NewsClass[]>(publicApi(request).call('/v1/get_news_class_list'), []);
}

/** One page of news for a filter (kind 1/2 or a class id); an empty page on failure. */
export function getNewsList(request: Request, filter: NewsFilter, page = 1, pageSize = 10): Promise<NewsPage> {
  const params = filter.classId !== undefined ? { class_id: filter.classId } : { type: filter.kind };
  return dataOr<NewsPage>(
    publicApi(request).call('/v1/get_news_list', { ...params, page, page_size: pageSize }),
    emptyPage(page, pageSize),
  );
}

/** One article by id; null when unknown (code 404) or on failure. */
export async function getArticle(request: Request, id: number): Promise<Article | null> {
  const res = await publicApi(request).call('/v1/get_news_info', { id });
  return res.code === 200 && res.data ? (res.data as Article) : null;
}

export type ArticlePreview = DataOf<'/v1/news_preview'>;

/**
 * The article a preview link names (drafts and scheduled articles included); otherwise the API's refusal reason
 * (`content.preview_invalid`, `content.preview_expired`, `content.preview_revoked`, `content.article_not_found`) and the
 * page's HTTP status.
 */
export async function getPreview(
  request: Request,
  token: string,
): Promise<{ article: ArticlePreview; reason: null; status: 200 } | { article: null; reason: string; status: number }> {
  const res = await publicApi(request).call('/v1/news_preview', { token }, { quiet: true });
  if (res.code === 200 && res.data) return { article: res.data as ArticlePreview, reason: null, status: 200 };
  const reason = (res.data as { reason?: string } | null)?.reason ?? 'content.preview_invalid';
  return { article: null, reason, status: res.code === 404 ? 404 : 403 };
}

/** A document by id, or the first document without an id; null when none. */
export async function getDocument(request: Request, id?: number): Promise<Article | null> {
  const res = await publicApi(request).call('/v1/get_doc', id ? { id } : {});
  return res.code === 200 && res.data ? (res.data as Article) : null;
}

/** Most-read articles; [] on failure. */
export function getHot(request: Request): Promise<HotItem[]> {
  return dataOr<HotItem[]>(publicApi(request).call('/v1/get_hot'), []);
}

/** One page of public notices; an empty page on failure. */
export function getNotices(request: Request, page = 1, pageSize = 10): Promise<NoticePage> {
  return dataOr<NoticePage>(publicApi(request).call('/v1/notice_list', { page, page_size: pageSize }), {
    list: [],
    total: 0,
    page,
    page_size: pageSize,
  } as unknown as NoticePage);
}

export type AgreementSummary = DataOf<'/v1/agreement_list'>[number];
export type Agreement = NonNullable<DataOf<'/v1/get_agreement'>>;
export type SolutionSummary = DataOf<'/v1/solution_list'>[number];
export type SolutionPage = NonNullable<DataOf<'/v1/solution_info'>>;

/** Published agreements (type, title, version, effective date) for the agreement navigation; [] on failure. */
export function getAgreements(request: Request): Promise<AgreementSummary[]> {
  return dataOr<AgreementSummary[]>(publicApi(request).call('/v1/agreement_list'), []);
}

/** One agreement with its sanitized HTML by type; null when unknown (→ 404) or on failure. */
export async function getAgreement(request: Request, type: string): Promise<Agreement | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(type)) return null;
  const res = await publicApi(request).call('/v1/get_agreement', { type });
  return res.code === 200 && res.data ? (res.data as Agreement) : null;
}

/** The solution pages' slugs and titles; [] on failure. */
export function getSolutions(request: Request): Promise<SolutionSummary[]> {
  return dataOr<SolutionSummary[]>(publicApi(request).call('/v1/solution_list'), []);
}

/** One solution page (title, hero line, structured sections, optional sanitized HTML) by slug; null when unknown or on failure. */
export async function getSolutionPage(request: Request, slug: string): Promise<SolutionPage | null> {
  const res = await publicApi(request).call('/v1/solution_info', { slug });
  return res.code === 200 && res.data ? (res.data as SolutionPage) : null;
}
