/**
 * Zod without its `new Function` fast path, set before any schema is built (each site's browser entry imports this
 * module first): the Content-Security-Policy has no 'unsafe-eval', and zod's probe for it, run as its object schemas
 * are created, would report a violation on every page.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its global configuration in
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and adopts an object found there, so setting it here costs
 * the page shell no zod at all (importing `config` from 'zod' put all of zod classic, ~50 KB gzip, into every page's
 * first JavaScript; docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md). The cloud site's unit test checks that zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
