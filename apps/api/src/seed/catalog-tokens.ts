/**
 * Databases seeded before banners and solution pages quoted catalog figures as tokens: replace the seeded text that
 * stated a price or count outright ("低至 29 元/月", "12 个地域", "每月 39 元起") with its token version, so the sites
 * show the catalog's current figures (apps/cloud catalog-facts.ts). Only rows still holding the exact seeded text
 * change; whatever an operator rewrote stays. Idempotent. Also corrects seeded text that promised what the product does
 * not give (the trial banner's ECS instance: the trial is a cloud phone).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { TRIAL_BANNER } from './content.ts';

const BANNER_TEXT: [column: 'title' | 'title_en' | 'subtitle' | 'subtitle_en', from: string, to: string][] = [
  ['title', '云服务器 ECS 低至 29 元/月', '云服务器 ECS 低至 {ecs_from} 元/月'],
  ['title_en', 'Elastic Compute Service from ¥29/month', 'Elastic Compute Service from ¥{ecs_from}/month'],
  [
    'subtitle',
    '12 个地域提供英特尔至强与 AMD EPYC 实例，按月或按年付费，免费提供 5 Gbps DDoS 基础防护。',
    '{regions} 个地域提供英特尔至强与 AMD EPYC 实例，按月或按年付费，免费提供 5 Gbps DDoS 基础防护。',
  ],
  [
    'subtitle_en',
    'Intel Xeon and AMD EPYC instances in 12 regions, billed monthly or yearly, with free DDoS protection up to 5 Gbps.',
    'Intel Xeon and AMD EPYC instances in {regions} regions, billed monthly or yearly, with free DDoS protection up to 5 Gbps.',
  ],
  // The trial banner: its days become a token, and it promised an ECS instance where the trial is a cloud phone.
  ['title', '先试后买：7 天免费试用', TRIAL_BANNER.title],
  ['title_en', 'Try before you buy: 7-day free trial', TRIAL_BANNER.titleEn],
  ['subtitle', '完成实名认证即可申请 2 vCPU / 4 GiB 实例免费使用一周，无需绑卡。', TRIAL_BANNER.subtitle],
  [
    'subtitle_en',
    'Verified accounts get a 2 vCPU / 4 GiB instance for a week, no card required.',
    TRIAL_BANNER.subtitleEn,
  ],
];

const SECTION_TEXT: [column: 'sections' | 'sections_en', from: string, to: string][] = [
  ['sections', '"每月 39 元起"', '"每月 {phone_from} 元起"'],
  ['sections_en', '"From ¥39 per month"', '"From ¥{phone_from} per month"'],
];

/** Rewrites the seeded figures of older databases into catalog tokens (see the module comment). */
export async function tokenizeSeededFigures(db: Pick<Db, 'execute'>): Promise<void> {
  for (const [col, from, to] of BANNER_TEXT) {
    await db.execute(sql`update banners set ${sql.identifier(col)} = ${to} where ${sql.identifier(col)} = ${from}`);
  }
  for (const [col, from, to] of SECTION_TEXT) {
    await db.execute(
      sql`update solutions set ${sql.identifier(col)} = replace(${sql.identifier(col)}::text, ${from}, ${to})::jsonb
          where ${sql.identifier(col)}::text like ${`%${from}%`}`,
    );
  }
}
