/**
 * Content calls (role editor): /ops/{kind}/list (page, page_size, keyword; drafts included), /ops/{kind}/save (no id:
 * create; with id: replace every field; rich text sanitized by the API), /ops/{kind}/delete, and /ops/content/preview
 * (the sanitized HTML exactly as saving would store it); /ops/news/preview_link signs a preview link of an article,
 * /ops/news/preview_links lists its live ones and /ops/news/preview_revoke revokes one;
 * /ops/content/image stores a cover or inline image. The kind is chosen at run time, so these calls go through
 * {@link contentCall}, whose paths are checked against the SDK's generated path list at compile time.
 */
import {
  dataOrThrow,
  type ApiClient,
  type CallOptions,
  type ApiPath,
  type DataOf,
  type Envelope,
  type ParamValue,
} from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { Translate } from '../../../lib/i18n';
import { successMessage } from '../../../lib/success-message';
import type { ContentKindName } from '../kinds';

/** A content item as the API lists it (fields depend on the kind). */
export type ContentItem = Record<string, unknown> & { id: number };
/** One page of items. */
export interface ContentPage {
  list: ContentItem[];
  total: number;
  page: number;
  page_size: number;
}

type ContentPath = `/ops/${ContentKindName}/${'list' | 'save' | 'delete'}`;
// Compile-time check that every kind's calls exist in the generated SDK.
const _sdkHasEveryKind: ContentPath extends ApiPath ? true : never = true;
void _sdkHasEveryKind;

/** Calls a content path of a kind chosen at run time. */
export function contentCall(
  api: ApiClient,
  path: ContentPath,
  params: Record<string, ParamValue>,
  options: CallOptions = {},
): Promise<Envelope<unknown>> {
  const call = api.call as (p: string, q: Record<string, ParamValue>, o: CallOptions) => Promise<Envelope<unknown>>;
  return call(path, params, options);
}

export const CONTENT_PAGE_SIZE = 20;
/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 50;
export const CONTENT_KEY = ['ops', 'content'] as const;

/** A page of `kind` items, optionally filtered by `keyword` (title or name); rejects with an `ApiError`. */
export async function fetchContentPage(
  api: ApiClient,
  kind: ContentKindName,
  page: number,
  keyword = '',
  pageSize = CONTENT_PAGE_SIZE,
): Promise<ContentPage> {
  const path = `/ops/${kind}/list` as const;
  const res = await contentCall(
    api,
    path,
    { page, page_size: pageSize, ...(keyword ? { keyword } : {}) },
    { quiet: true },
  );
  return dataOrThrow(res, path) as ContentPage;
}

/**
 * Finds item `id` of `kind` by paging through the list (the API has no single-item call); null when absent, rejects
 * with an `ApiError` when a page cannot be read.
 */
export async function findContentItem(api: ApiClient, kind: ContentKindName, id: number): Promise<ContentItem | null> {
  for (let page = 1; page <= 100; page++) {
    const res = await fetchContentPage(api, kind, page, '', MAX_PAGE_SIZE);
    const hit = res.list.find((item) => item.id === id);
    if (hit) return hit;
    if (page * MAX_PAGE_SIZE >= res.total) return null;
  }
  return null;
}

/**
 * Saves (creates without `id`); the saved item, or null when the API refused (its message is toasted). The success
 * toast is the API's message, else `doneMessage` (the interface language's "Saved").
 */
export async function saveContent(
  api: ApiClient,
  kind: ContentKindName,
  params: Record<string, string | number>,
  doneMessage: string,
): Promise<ContentItem | null> {
  const res = await contentCall(api, `/ops/${kind}/save`, params);
  if (res.code !== 200) return null;
  toast.success(successMessage(res.msg, doneMessage));
  return res.data as ContentItem;
}

/** Deletes item `id`; true when done (success toast: the API's message, else `doneMessage`). */
export async function deleteContent(
  api: ApiClient,
  kind: ContentKindName,
  id: number,
  doneMessage: string,
): Promise<boolean> {
  const res = await contentCall(api, `/ops/${kind}/delete`, { id });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/** A signed preview link of an article: the cloud site path (`/news/preview/{token}`) and its expiry (unix seconds). */
export interface PreviewLink {
  path: string;
  expires_at: number;
  state: 'draft' | 'scheduled' | 'live';
}

/** A new 7-day preview link of article `id` (`POST /ops/news/preview_link`); null when the API refused (toasted). */
export async function fetchPreviewLink(api: ApiClient, id: number): Promise<PreviewLink | null> {
  const res = await api.call('/ops/news/preview_link', { id });
  return res.code === 200 && res.data ? res.data : null;
}

/** A live preview link of an article as `/ops/news/preview_links` lists it (times in unix seconds). */
export type LivePreviewLink = DataOf<'/ops/news/preview_links'>['list'][number];

/** The article's live preview links (not revoked, not expired), oldest first; rejects with an `ApiError`. */
export async function fetchPreviewLinks(api: ApiClient, id: number): Promise<LivePreviewLink[]> {
  const res = await api.call('/ops/news/preview_links', { id }, { quiet: true });
  return dataOrThrow(res, '/ops/news/preview_links').list;
}

/**
 * Revokes preview link `linkId` (`/ops/news/preview_revoke`, audited): from then on the link shows "revoked". True
 * when done (success toast: the API's message, else `doneMessage`); false when refused (toasted by the client).
 */
export async function revokePreviewLink(api: ApiClient, linkId: number, doneMessage: string): Promise<boolean> {
  const res = await api.call('/ops/news/preview_revoke', { id: linkId });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/** The sanitized HTML of `html` as the API would store it; null on failure. */
export async function previewHtml(api: ApiClient, html: string): Promise<string | null> {
  const res = await api.call('/ops/content/preview', { html });
  return res.code === 200 && res.data ? res.data.html : null;
}

/**
 * Stores an image for a cover or a body (`POST /ops/content/image`: JPEG, PNG or WebP, at most 5 MiB) and answers its
 * public URL; null when the API refused (its message is toasted by the client).
 */
export async function uploadContentImage(api: ApiClient, file: File): Promise<string | null> {
  const res = await api.call('/ops/content/image', { file } as never);
  return res.code === 200 && res.data ? (res.data as { url: string }).url : null;
}

/**
 * Options of a class select: news classes ("Name · News/Documents", in the language of `t`) or resource classes.
 * Rejects with an `ApiError`.
 */
export async function fetchClassOptions(
  api: ApiClient,
  kind: 'news_class' | 'resource_class',
  t: Translate,
): Promise<Array<{ value: string; label: string }>> {
  const res = await fetchContentPage(api, kind, 1, '', MAX_PAGE_SIZE);
  return res.list.map((c) => ({
    value: String(c.id),
    label:
      kind === 'news_class'
        ? `${String(c.name)} · ${c.type === 2 ? t('content.classDocuments') : t('content.classNews')}`
        : String(c.name),
  }));
}
