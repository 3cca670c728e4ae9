/** Every interface text of this site exists in zh-CN and en, and every literal `t('…')` key has a message. */
import path from 'node:path';
import { catalogueSuite } from '@lanyun/i18n/vitest';
import en from './en';
import zh from './zh-CN';

catalogueSuite('catalogues', { 'zh-CN': zh, en }, path.resolve(import.meta.dirname, '..'), 'app', ['locales']);
