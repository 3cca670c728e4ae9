/**
 * Public content loaders (server only): banners, news classes and lists, articles, documents, hot list, notices.
 * Each returns what the API provides, or an empty value, so pages always render (spec §2: content may be thin).
 */
import type { DataOf } from '@lanyun/api-sdk';
import { dataOr } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import type { NewsFilter } from '../news-type';

export type Banner = DataOf<'/v1/banner_list'>[number];
export type NewsClass = DataOf<'/v1/get_news_class_list'>[number];
export type NewsPage = DataOf<'/v1/get_news_list'>;
export type NewsItem = NewsPage['list'][number];
export type Article = DataOf<'/v1/get_news_info'>;
export type HotItem = DataOf<'/v1/get_hot'>[number];
export type NoticePage = DataOf<'/v1/notice_list'>;

const emptyPage = (page: number, pageSize: number) => ({ list: [], total: 0, page, page_size: pageSize }) as unknown as NewsPage;

/** Home-page banners (position "home"); [] on failure. */
export function getBanners(): Promise<Banner[]> {
  return dataOr<Banner[]>(serverApi().call('/v1/banner_list', { position: 'home' }), []);
}

/** All news classes; [] on failure. */
export function getNewsClasses(): Promise<NewsClass[]> {
  return dataOr<NewsClass[]>(serverApi().call('/v1/get_news_class_list'), []);
}

/** One page of news for a filter (kind 1/2 or a class id); an empty page on failure. */
export function getNewsList(filter: NewsFilter, page = 1, pageSize = 10): Promise<NewsPage> {
  const params = filter.classId !== undefined ? { class_id: filter.classId } : { type: filter.kind };
  return dataOr<NewsPage>(serverApi().call('/v1/get_news_list', { ...params, page, page_size: pageSize }), emptyPage(page, pageSize));
}

/** One article by id; null when unknown (code 404) or on failure. */
export async function getArticle(id: number): Promise<Article | null> {
  const res = await serverApi().call('/v1/get_news_info', { id });
  return res.code === 200 && res.data ? (res.data as Article) : null;
}

/** A document by id, or the first document without an id; null when none. */
export async function getDocument(id?: number): Promise<Article | null> {
  const res = await serverApi().call('/v1/get_doc', id ? { id } : {});
  return res.code === 200 && res.data ? (res.data as Article) : null;
}

/** Most-read articles; [] on failure. */
export function getHot(): Promise<HotItem[]> {
  return dataOr<HotItem[]>(serverApi().call('/v1/get_hot'), []);
}

/** One page of public notices; an empty page on failure. */
export function getNotices(page = 1, pageSize = 10): Promise<NoticePage> {
  return dataOr<NoticePage>(
    serverApi().call('/v1/notice_list', { page, page_size: pageSize }),
    { list: [], total: 0, page, page_size: pageSize } as unknown as NoticePage,
  );
}

export type AgreementSummary = DataOf<'/v1/agreement_list'>[number];
export type Agreement = NonNullable<DataOf<'/v1/get_agreement'>>;
export type SolutionSummary = DataOf<'/v1/solution_list'>[number];
export type SolutionPage = NonNullable<DataOf<'/v1/solution_info'>>;

/** Published agreements (type, title, version, effective date) for the agreement navigation; [] on failure. */
export function getAgreements(): Promise<AgreementSummary[]> {
  return dataOr<AgreementSummary[]>(serverApi().call('/v1/agreement_list'), []);
}

/** One agreement with its sanitized HTML by type; null when unknown (→ 404) or on failure. */
export async function getAgreement(type: string): Promise<Agreement | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(type)) return null;
  const res = await serverApi().call('/v1/get_agreement', { type });
  return res.code === 200 && res.data ? (res.data as Agreement) : null;
}

/** The solution pages' slugs and titles; [] on failure. */
export function getSolutions(): Promise<SolutionSummary[]> {
  return dataOr<SolutionSummary[]>(serverApi().call('/v1/solution_list'), []);
}

/** One solution page with its sanitized HTML by slug; null when unknown or on failure. */
export async function getSolutionPage(slug: string): Promise<SolutionPage | null> {
  const res = await serverApi().call('/v1/solution_info', { slug });
  return res.code === 200 && res.data ? (res.data as SolutionPage) : null;
}
