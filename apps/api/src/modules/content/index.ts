/**
 * The content module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export type { SolutionSectionsData } from './schemas/solution-sections.ts';
export { sqlState } from './services/admin.ts';
export { cleanupContentImages, JOB_CONTENT_IMAGE_CLEANUP } from './services/content-image-cleanup.ts';
export { catalogText, type Lang, resolveLang } from './services/content-lang.ts';
export { contentNow, setContentClockOffset } from './services/content-schedule.ts';
export { forgetNews, newsChangeListeners } from './services/news-cache.ts';
// </re-exports>
