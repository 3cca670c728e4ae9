/**
 * The platform module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export {
  advisoryClaims,
  failReason,
  inProcessRunner,
  type JobRunner,
  memoryClaims,
  pgBossRunner,
  waitingKey,
  withClaim,
  type WorkClaims,
} from './services/jobs.ts';
export {
  bothNames,
  type LocalText,
  renderSiteMessage,
  renderStored,
  type SiteMessageKey,
  siteMessageRow,
  storedText,
} from './services/local-text.ts';
export { mailBody, mailSubject } from './services/mail-text.ts';
export { lastSwappedSnapshot, openSnapshot } from './services/shared-state.ts';
export { findUploadForReview, uploadAnswer } from './services/upload-files.ts';
export { ACCEPTED_IMAGE_TYPES } from './services/uploads.ts';
// </re-exports>
