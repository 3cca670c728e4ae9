/** Browser entry: loads the page language's catalogue, then hydrates (`@lanyun/site-kit/entry-client`). */
import { hydrateSite } from '@lanyun/site-kit/entry-client';
import { messages } from './i18n';

hydrateSite(messages);
