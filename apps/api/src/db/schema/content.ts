/**
 * Public content: news classes and articles, notices, banners, friend links, downloads, solutions,
 * agreements, resources, feedback and traffic attribution. Times are timestamptz.
 *
 * Languages: the plain columns hold zh-CN (the default language, always present); the `*_en`
 * columns hold the English text, null when not translated (docs/decisions/0006-content.md "Content languages").
 * Every `content_html*` column is sanitized (src/lib/sanitize.ts) before it is stored.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { operators } from './operators.ts';
import type { SolutionSectionsData } from '../../modules/content/schemas/solution-sections.ts';

/** Lower-cased searchable text of a title, summary and HTML body (tags removed), for the trigram index. */
const searchText = (title: string, summary: string, body: string) =>
  sql.raw(
    `lower(coalesce(${title}, '') || ' ' || coalesce(${summary}, '') || ' ' || regexp_replace(coalesce(${body}, ''), '<[^>]*>', ' ', 'g'))`,
  );

/** News classes; `type` 1 = news/information, 2 = documents (spec: news class item type 1 or 2). */
export const newsClasses = pgTable('news_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  type: smallint('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Articles and documents. `content_html` is sanitized before it is stored. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => newsClasses.id),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    contentHtmlEn: text('content_html_en'),
    /** Drafts (false) are visible to operators only. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Searchable zh-CN / en text, kept by PostgreSQL (generated columns) for /v1/news_search. */
    searchZh: text('search_zh').generatedAlwaysAs(searchText('title', 'summary', 'content_html')),
    searchEn: text('search_en').generatedAlwaysAs(searchText('title_en', 'summary_en', 'content_html_en')),
  },
  (t) => [
    index('news_class_idx').on(t.classId, t.publishedAt),
    index('news_type_idx').on(t.type, t.publishedAt),
    index('news_search_zh_trgm').using('gin', sql`${t.searchZh} gin_trgm_ops`),
    index('news_search_en_trgm').using('gin', sql`${t.searchEn} gin_trgm_ops`),
  ],
);

/**
 * One row per preview link handed out (services/content/preview.ts, docs/decisions/0057-preview-links.md): the token
 * carries the row's id and expiry under an HMAC, the row says who made it and whether it was revoked. Deleting the
 * article deletes its links.
 */
export const newsPreviewLinks = pgTable(
  'news_preview_links',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when an editor revoked the link: it is refused from then on (`content.preview_revoked`). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => operators.id),
  },
  (t) => [index('news_preview_links_news_idx').on(t.newsId, t.expiresAt)],
);

/** Platform notices shown on /notice. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  titleEn: text('title_en'),
  contentHtmlEn: text('content_html_en'),
});

/**
 * The content clock of the test stack (services/content/content-schedule.ts): at most one row (id 1) holding how many seconds
 * the time that decides scheduled publishing runs ahead of the database's `now()`. Only read when the API starts with
 * CONTENT_CLOCK_CONTROL=on, which a production start refuses; empty everywhere else.
 */
export const contentClock = pgTable('content_clock', {
  id: smallint('id').primaryKey(),
  offsetSeconds: integer('offset_seconds').notNull().default(0),
});

/**
 * One row per content image (services/content/content-images.ts): the file `content-images/<sha256>.<ext>` in the
 * store, who uploaded it last and when. The same image uploaded again refreshes `uploaded_at`, so the cleanup's grace
 * period starts over. The cleanup removes the row and the file once no content names the image.
 */
export const contentImages = pgTable(
  'content_images',
  {
    sha256: text('sha256').notNull(),
    /** jpg | png | webp */
    ext: text('ext').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => operators.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.ext] }), index('content_images_uploaded_idx').on(t.uploadedAt)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('home'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  titleEn: text('title_en'),
  subtitleEn: text('subtitle_en'),
  link: text('link').notNull().default('/'),
  imageUrl: text('image_url'),
  bgColor: text('bg_color').notNull().default('#0b3d91'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const friendLinks = pgTable('friend_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Client software offered on /download. */
export const downloads = pgTable('downloads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  version: text('version').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  nameEn: text('name_en'),
  /** What changed in this version (plain text, one change a line). */
  notes: text('notes').notNull().default(''),
  notesEn: text('notes_en'),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The seven industry solution pages (/solution/{slug}): bangong, fangzhen, piliang, ruanjian, yingxiao, youxi, zhibo. */
export const solutions = pgTable(
  'solutions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    /** Optional extra rich text shown below the structured sections ('' when none). */
    contentHtml: text('content_html').notNull(),
    contentHtmlEn: text('content_html_en'),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The page's structured content (intro, challenges, approach, recommended products; shape and limits in
     * src/schemas/solution-sections.ts, validated when operators save). Null on rows from before the column existed.
     */
    sections: jsonb('sections').$type<SolutionSectionsData>(),
    sectionsEn: jsonb('sections_en').$type<SolutionSectionsData>(),
  },
  (t) => [uniqueIndex('solutions_slug_key').on(t.slug)],
);

/** Agreements shown at /agreement/{type} (service, privacy, sla, aup, refund, …; docs/decisions/0006-content.md "Agreements"). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    contentHtml: text('content_html').notNull(),
    contentHtmlEn: text('content_html_en'),
    /** Shown as "version 2025-03"; bumped by operators on material changes. */
    version: text('version').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreements_type_key').on(t.type)],
);

/** Resource classes for /resource (SDKs, white papers, videos…). */
export const resourceClasses = pgTable('resource_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  sort: integer('sort').notNull().default(0),
});

/** Resources listed on /resource: a link to a document, tool or video. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => resourceClasses.id),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    url: text('url').notNull(),
    /** doc | whitepaper | video | tool */
    kind: text('kind').notNull().default('doc'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('resources_class_idx').on(t.classId, t.sort)],
);

/** Feedback sent from the feedback dialog (/v1/feedback_add). status 1 new, 2 handled (or answered: `reply`). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    pageUrl: text('page_url').notNull().default(''),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    status: smallint('status').notNull().default(1),
    note: text('note'),
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The answer an operator sent back to the customer (e-mailed to the contact or the account's e-mail). */
    reply: text('reply'),
    /** Where the answer was e-mailed; null when there was no address to answer to. */
    repliedTo: text('replied_to'),
  },
  (t) => [index('feedback_status_idx').on(t.status, t.createdAt)],
);

/**
 * Traffic attribution: one visit per spread id (/v1/get_spread_id) with where the visitor came
 * from; `traffic_events` holds the clicks (/v1/source_click) and ad-platform callbacks
 * (/v1/cl_access_callback) that follow it.
 */
export const trafficVisits = pgTable(
  'traffic_visits',
  {
    id: serial('id').primaryKey(),
    spreadId: text('spread_id').notNull(),
    source: text('source').notNull().default(''),
    medium: text('medium').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    clickId: text('click_id').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    landing: text('landing').notNull().default(''),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('traffic_visits_spread_key').on(t.spreadId),
    index('traffic_visits_source_idx').on(t.source, t.createdAt),
  ],
);

export const trafficEvents = pgTable(
  'traffic_events',
  {
    id: serial('id').primaryKey(),
    spreadId: text('spread_id'),
    /** click | callback */
    kind: text('kind').notNull(),
    source: text('source').notNull().default(''),
    target: text('target').notNull().default(''),
    event: text('event').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('traffic_events_spread_idx').on(t.spreadId, t.createdAt)],
);
