/**
 * In-depth guides of the help center (class `guide`, "产品文档"), in zh-CN and en, one file per topic:
 * account and compliance, billing, choosing ECS resources, running ECS, websites, cloud phones, IP intelligence.
 * Each guide's zh-CN body holds 600–1,500 Chinese characters and has an English twin with the same headings
 * (checked by articles.test.ts). Facts follow the product: catalog seed (../catalog.ts), refund rules
 * (services/wallet/refunds.ts), top-up limits (@lanyun/validators/topup), invoices (services/wallet/invoices.ts), IP plans
 * (docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP plans"). Body blocks as in ../content-articles.ts.
 */
import type { ArticleSeed, ArticleText } from '../content-articles.ts';
import { accountGuides } from './account.ts';
import { billingGuides } from './billing.ts';
import { ecsChoiceGuides } from './ecs-choose.ts';
import { ecsRunGuides } from './ecs-run.ts';
import { ipGuides } from './ip.ts';
import { phoneGuides } from './phone.ts';
import { webGuides } from './web.ts';

/** A guide: always translated. */
export interface GuideSeed extends ArticleSeed {
  en: ArticleText;
}

/** Every in-depth guide, in the order the help center lists them (newest first by `daysAgo`). */
export const guideArticleSeed: GuideSeed[] = [
  ...accountGuides,
  ...billingGuides,
  ...ecsChoiceGuides,
  ...ecsRunGuides,
  ...webGuides,
  ...phoneGuides,
  ...ipGuides,
];
