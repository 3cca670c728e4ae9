/** Public content: news classes and articles, notices, banners, friend links, downloads. Money columns are integer fen; times are timestamptz. */
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** News classes; `type` 1 = news/information, 2 = documents (spec: news class item type 1 or 2). */
export const newsClasses = pgTable('news_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: smallint('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Articles and documents. `content_html` is sanitized before it is stored. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').notNull().references(() => newsClasses.id),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_class_idx').on(t.classId, t.publishedAt), index('news_type_idx').on(t.type, t.publishedAt)],
);

/** Platform notices shown on /notice. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('home'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  link: text('link').notNull().default('/'),
  imageUrl: text('image_url'),
  bgColor: text('bg_color').notNull().default('#0b3d91'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const friendLinks = pgTable('friend_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
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
});
