/**
 * The ops module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { BulkOutcome, BulkReview, FeedbackItem } from './schemas/ops.ts';
export { audit, snapshot } from './services/audit.ts';
export { decideEach } from './services/bulk-review.ts';
export {
  csvHeader,
  csvTime,
  csvWord,
  keysetExport,
  keysetOrder,
  listSearch,
  pageOf,
  type Paging,
} from './services/list-query.ts';
export type { OperatorActor } from './services/operators.ts';
export { listRealNameApplications, listTrials, realNameCsv, trialsCsv } from './services/review-lists.ts';
// </re-exports>
