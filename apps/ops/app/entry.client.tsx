/** Browser entry: loads the page language's catalogue, then hydrates (`@lanyun/site-kit/entry-client`). */
// First: zod must not probe for eval before any schema is built (Content-Security-Policy, @lanyun/site-kit/zod-jitless).
import '@lanyun/site-kit/zod-jitless';
import { hydrateSite } from '@lanyun/site-kit/entry-client';
import { messages } from './i18n';

hydrateSite(messages);
