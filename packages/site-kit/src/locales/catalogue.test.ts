/** Every interface text of this package exists in zh-CN and en, and every literal `t('…')` key has a message. */
import path from 'node:path';
import { catalogueSuite } from '@lanyun/i18n/vitest';
import en from './en.json';
import zh from './zh-CN.json';

catalogueSuite(
  'kit catalogue',
  { 'zh-CN': { kit: zh }, en: { kit: en } },
  path.resolve(import.meta.dirname, '..'),
  'kit',
);
