/**
 * Zod without its `new Function` fast path, set before any schema is built (the browser entry imports this module
 * first): the Content-Security-Policy has no 'unsafe-eval', and zod's probe for it, run as its object schemas are
 * created, would report a violation on every page.
 */
import { config } from 'zod';

config({ jitless: true });
