/**
 * This site's message catalogues, one lazily imported chunk per language (see `@lanyun/i18n/messages`): the root
 * loader loads the page's language on the server, `entry.client.tsx` loads it in the browser before hydrating.
 */
import type { MessageLoaders } from '@lanyun/i18n/messages';

export const messages: MessageLoaders = {
  'zh-CN': () => import('./locales/zh-CN'),
  en: () => import('./locales/en'),
};
