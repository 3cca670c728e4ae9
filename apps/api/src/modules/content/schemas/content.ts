/** Public content schemas: site info, banners, news, notices, friend links, downloads (spec sections 2, 7). */
import { z } from 'zod';
import { UnixSeconds } from '../../../lib/schemas.ts';
import { SolutionSections } from './solution-sections.ts';

export const SiteInfo = z.object({
  site_name: z.string(),
  site_name_en: z.string(),
  icp_number: z.string(),
  police_record: z.string(),
  support_phone: z.string(),
  support_email: z.string(),
  version: z.string(),
  code_outbox_url: z
    .string()
    .nullable()
    .describe(
      'Where verification codes can be read when SMS or e-mail go to the development outbox (the /dev/outbox page); null in production and when both are sent for real',
    ),
});

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  image_url: z.string().nullable(),
  bg_color: z.string(),
});

export const NewsClass = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int().describe('1 news/information, 2 documents'),
});

const LangOut = z.enum(['zh-CN', 'en']).describe('Language of the text returned');

export const NewsItem = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  views: z.number().int(),
  created_at: UnixSeconds,
});

const Neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const NewsDetail = NewsItem.extend({
  content_html: z.string().describe('Sanitized HTML'),
  class_name: z.string(),
  lang: LangOut,
  translations: z.array(z.enum(['zh-CN', 'en'])).describe('Languages this article is published in (for hreflang)'),
  updated_at: UnixSeconds,
  prev: Neighbour,
  next: Neighbour,
});

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content_html: z.string(),
  created_at: UnixSeconds,
});
export const FriendLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  lang: LangOut.describe('Language of `name`: zh-CN when the link has no English name'),
});
export const Download = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: z.string(),
  version: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  notes: z.string().describe('What changed, one change a line'),
  released_at: UnixSeconds,
  lang: LangOut.describe('Language of `name`: zh-CN when the file has no English name'),
});

export const ResourceClass = z.object({ id: z.number().int(), name: z.string() });
export const Resource = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  kind: z.string().describe('doc, whitepaper, video or tool'),
});

export const SolutionItem = z.object({ slug: z.string(), title: z.string(), summary: z.string() });
export const SolutionDetail = SolutionItem.extend({
  sections: SolutionSections.nullable().describe(
    'Structured page content in `lang` (null only on pages saved before it existed)',
  ),
  content_html: z.string().describe('Optional extra body below the sections: sanitized HTML, may be empty'),
  lang: LangOut,
  updated_at: UnixSeconds,
});

export const AgreementItem = z.object({
  type: z.string(),
  title: z.string(),
  version: z.string(),
  effective_at: UnixSeconds,
});
export const AgreementDetail = AgreementItem.extend({
  content_html: z.string().describe('Sanitized HTML'),
  lang: LangOut,
  updated_at: UnixSeconds,
});
