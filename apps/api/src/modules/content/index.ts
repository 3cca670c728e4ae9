/**
 * The content module's public surface: the only file other modules import (see README.md beside it).
 */
// <re-exports>
export { sqlState } from './services/admin.ts';
export { catalogText, type Lang, resolveLang } from './services/content-lang.ts';
export { contentNow, setContentClockOffset } from './services/content-schedule.ts';
// </re-exports>
