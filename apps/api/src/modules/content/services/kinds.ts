/**
 * The content kinds operators edit through /ops/{kind}/list|save|delete (routes/ops/content.ts):
 * each names its table, the fields an editor sends (zod; rich text is sanitized here, before it
 * is stored), how a row is shown, and the list order. zh-CN fields are required, `*_en` fields
 * optional (an empty value stores null: not translated). The kinds' names are the shared list of
 * @lanyun/validators/content-kinds, which the console's forms use too.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_KIND_NAMES, type ContentKindName } from '@lanyun/validators/content-kinds';
import { z } from 'zod';
import {
  agreements,
  banners,
  downloads,
  friendLinks,
  news,
  newsClasses,
  notices,
  resourceClasses,
  resources,
  solutions,
} from '../../../db/schema.ts';
import { sanitizeArticleHtml } from '../../../lib/sanitize.ts';
import { Flag } from '../../accounts/index.ts';
import { Id, UnixSeconds } from '../../../lib/schemas.ts';
import { OptSolutionSectionsInput, SolutionSections, SolutionSectionsInput } from '../schemas/solution-sections.ts';

const Text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const OptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));
const Html = z
  .string()
  .max(200_000)
  .transform(sanitizeArticleHtml)
  .refine((v) => v.trim().length > 0, 'validation.required');
const OptHtml = z
  .string()
  .max(200_000)
  .optional()
  .transform((v) => (v ? sanitizeArticleHtml(v) : null))
  .transform((v) => (v?.trim() ? v : null));
const Sort = z.coerce.number().int().min(-10_000).max(10_000).default(0);
const Seconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(4_102_444_800)
  .optional()
  .transform((v) => (v === undefined ? undefined : new Date(v * 1000)));
const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'form.slug');
const Url = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^(https?:\/\/|\/)/.test(v), 'A link starting with http(s):// or /');
const OptUrl = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^(https?:\/\/|\/)/.test(v), 'A link starting with http(s):// or /');

const S = z.string();
const SN = z.string().nullable();
const N = z.number().int();

export interface ContentKind {
  /** Path segment and audit target type, e.g. `news` → /ops/news/list. */
  kind: ContentKindName;
  /** English noun of the kind (OpenAPI summaries); messages name it by the catalogue key `kind.<kind>`. */
  label: string;
  table: PgTable;
  /** The table's `id` column. */
  id: PgColumn;
  /** Whether the table has `updated_at` (set on every save). */
  hasUpdatedAt: boolean;
  /** Fields of a save call (besides `id`); their parsed values are the row's columns. */
  input: z.ZodObject;
  /** The row as operators see it (snake_case, times in seconds). */
  view: z.ZodObject;
  /** The list's order. */
  order: SQL[];
  /** Column searched by the list's `keyword`. */
  keywordColumn: PgColumn;
}

/** camelCase row → snake_case view, Dates → unix seconds. */
export function toView(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'searchZh' || k === 'searchEn') continue;
    out[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v instanceof Date ? Math.floor(v.getTime() / 1000) : v;
  }
  return out;
}

/** snake_case input → camelCase columns (undefined values dropped so defaults apply). */
export function toColumns(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input))
    if (v !== undefined) out[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = v;
  return out;
}

/** How each kind is stored and edited, by name. */
const KINDS: Record<ContentKindName, Omit<ContentKind, 'kind'>> = {
  news: {
    label: 'news article or document',
    table: news,
    id: news.id,
    hasUpdatedAt: 'updatedAt' in news,
    input: z.object({
      class_id: Id.describe('News class; the article takes its type (1 news, 2 document)'),
      title: Text(200),
      title_en: OptText(200),
      summary: z.string().trim().max(500).default(''),
      summary_en: OptText(500),
      content_html: Html.describe('Rich text; sanitized on the server'),
      content_html_en: OptHtml,
      cover_url: OptUrl,
      hot: Flag.default(false),
      published: Flag.default(true).describe('0 keeps it a draft, visible to operators only'),
      published_at: Seconds.describe('Publication time (unix seconds); now when omitted on creation'),
    }),
    view: z.object({
      id: N,
      class_id: N,
      type: N,
      title: S,
      title_en: SN,
      summary: S,
      summary_en: SN,
      content_html: S,
      content_html_en: SN,
      cover_url: SN,
      views: N,
      hot: z.boolean(),
      published: z.boolean(),
      published_at: UnixSeconds,
      updated_at: UnixSeconds,
    }),
    order: [desc(news.publishedAt), desc(news.id)],
    keywordColumn: news.title,
  },
  news_class: {
    label: 'news class',
    table: newsClasses,
    id: newsClasses.id,
    hasUpdatedAt: 'updatedAt' in newsClasses,
    input: z.object({
      name: Text(60),
      name_en: OptText(60),
      type: z.coerce.number().int().min(1).max(2).describe('1 news, 2 documents'),
      sort: Sort,
    }),
    view: z.object({ id: N, name: S, name_en: SN, type: N, sort: N }),
    order: [asc(newsClasses.sort), asc(newsClasses.id)],
    keywordColumn: newsClasses.name,
  },
  notice: {
    label: 'notice',
    table: notices,
    id: notices.id,
    hasUpdatedAt: 'updatedAt' in notices,
    input: z.object({
      title: Text(200),
      title_en: OptText(200),
      content_html: Html,
      content_html_en: OptHtml,
      published_at: Seconds,
    }),
    view: z.object({ id: N, title: S, title_en: SN, content_html: S, content_html_en: SN, published_at: UnixSeconds }),
    order: [desc(notices.publishedAt), desc(notices.id)],
    keywordColumn: notices.title,
  },
  download: {
    label: 'download',
    table: downloads,
    id: downloads.id,
    hasUpdatedAt: 'updatedAt' in downloads,
    input: z.object({
      name: Text(120),
      name_en: OptText(120),
      platform: z.enum(['Windows', 'macOS', 'Linux', 'Android', 'iOS']),
      version: z
        .string()
        .trim()
        .regex(/^\d+(\.\d+){1,3}([-+][0-9A-Za-z.]+)?$/, 'A version such as 3.4.2'),
      size_bytes: z.coerce.number().int().positive().max(20_000_000_000),
      sha256: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{64}$/, 'form.sha256'),
      url: Url,
      notes: z.string().trim().max(2000).default(''),
      notes_en: OptText(2000),
      sort: Sort,
      released_at: Seconds,
    }),
    view: z.object({
      id: N,
      name: S,
      name_en: SN,
      platform: S,
      version: S,
      size_bytes: N,
      sha256: S,
      url: S,
      notes: S,
      notes_en: SN,
      sort: N,
      released_at: UnixSeconds,
    }),
    order: [asc(downloads.sort), asc(downloads.id)],
    keywordColumn: downloads.name,
  },
  banner: {
    label: 'banner',
    table: banners,
    id: banners.id,
    hasUpdatedAt: 'updatedAt' in banners,
    input: z.object({
      position: z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{1,32}$/)
        .default('home'),
      title: Text(120),
      title_en: OptText(120),
      subtitle: z.string().trim().max(300).default(''),
      subtitle_en: OptText(300),
      link: Url.default('/'),
      image_url: OptUrl,
      bg_color: z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, 'form.hex_colour')
        .default('#0b3d91'),
      sort: Sort,
      enabled: Flag.default(true),
    }),
    view: z.object({
      id: N,
      position: S,
      title: S,
      title_en: SN,
      subtitle: S,
      subtitle_en: SN,
      link: S,
      image_url: SN,
      bg_color: S,
      sort: N,
      enabled: z.boolean(),
    }),
    order: [asc(banners.sort), asc(banners.id)],
    keywordColumn: banners.title,
  },
  solution: {
    label: 'solution page',
    table: solutions,
    id: solutions.id,
    hasUpdatedAt: 'updatedAt' in solutions,
    input: z.object({
      slug: Slug.describe('The /solution/{slug} path'),
      title: Text(120),
      title_en: OptText(120),
      summary: z.string().trim().max(500).default('').describe('Hero line under the title, also shown in lists'),
      summary_en: OptText(500),
      sections: SolutionSectionsInput,
      sections_en: OptSolutionSectionsInput,
      content_html: OptHtml.transform((v) => v ?? '').describe(
        'Optional extra rich text below the sections; sanitized on the server',
      ),
      content_html_en: OptHtml,
      sort: Sort,
    }),
    view: z.object({
      id: N,
      slug: S,
      title: S,
      title_en: SN,
      summary: S,
      summary_en: SN,
      sections: SolutionSections.nullable(),
      sections_en: SolutionSections.nullable(),
      content_html: S,
      content_html_en: SN,
      sort: N,
      updated_at: UnixSeconds,
    }),
    order: [asc(solutions.sort), asc(solutions.id)],
    keywordColumn: solutions.title,
  },
  agreement: {
    label: 'agreement',
    table: agreements,
    id: agreements.id,
    hasUpdatedAt: 'updatedAt' in agreements,
    input: z.object({
      type: Slug.describe('The /agreement/{type} path'),
      title: Text(120),
      title_en: OptText(120),
      content_html: Html,
      content_html_en: OptHtml,
      version: Text(32),
      effective_at: Seconds,
      sort: Sort,
    }),
    view: z.object({
      id: N,
      type: S,
      title: S,
      title_en: SN,
      content_html: S,
      content_html_en: SN,
      version: S,
      effective_at: UnixSeconds,
      sort: N,
      updated_at: UnixSeconds,
    }),
    order: [asc(agreements.sort), asc(agreements.id)],
    keywordColumn: agreements.title,
  },
  resource_class: {
    label: 'resource class',
    table: resourceClasses,
    id: resourceClasses.id,
    hasUpdatedAt: 'updatedAt' in resourceClasses,
    input: z.object({ name: Text(60), name_en: OptText(60), sort: Sort }),
    view: z.object({ id: N, name: S, name_en: SN, sort: N }),
    order: [asc(resourceClasses.sort), asc(resourceClasses.id)],
    keywordColumn: resourceClasses.name,
  },
  resource: {
    label: 'resource',
    table: resources,
    id: resources.id,
    hasUpdatedAt: 'updatedAt' in resources,
    input: z.object({
      class_id: Id,
      title: Text(200),
      title_en: OptText(200),
      description: z.string().trim().max(1000).default(''),
      description_en: OptText(1000),
      url: Url,
      kind: z.enum(['doc', 'whitepaper', 'video', 'tool']).default('doc'),
      sort: Sort,
    }),
    view: z.object({
      id: N,
      class_id: N,
      title: S,
      title_en: SN,
      description: S,
      description_en: SN,
      url: S,
      kind: S,
      sort: N,
      created_at: UnixSeconds,
    }),
    order: [asc(resources.sort), asc(resources.id)],
    keywordColumn: resources.title,
  },
  friend_link: {
    label: 'friend link',
    table: friendLinks,
    id: friendLinks.id,
    hasUpdatedAt: 'updatedAt' in friendLinks,
    input: z.object({ name: Text(60), name_en: OptText(60), url: Url, sort: Sort }),
    view: z.object({ id: N, name: S, name_en: SN, url: S, sort: N }),
    order: [asc(friendLinks.sort), asc(friendLinks.id)],
    keywordColumn: friendLinks.name,
  },
};

/** Every kind, in the order of the shared list (@lanyun/validators/content-kinds). */
export const CONTENT_KINDS: ContentKind[] = CONTENT_KIND_NAMES.map((kind) => ({ kind, ...KINDS[kind] }));
