/**
 * The API's messages by reason key: every error (and success toast) the API answers carries a stable key such as
 * `wallet.topup_max` with params (`{max: "50,000"}`); the envelope's `msg` is this key rendered in the request's
 * language. Catalogues: `src/api/en.json` and `src/api/zh-CN.json`, flat (the key is the whole dotted name), i18next
 * `{{param}}` interpolation, one entry per key in each language (checked by `api-messages.test.ts`).
 *
 * A param may itself name a key (`{ key: 'state.running', params? }`), rendered in the same language first — for the words
 * that go inside another message (an instance's state, a content kind).
 */
import i18next, { type i18n } from 'i18next';
import en from './api/en.json';
import zh from './api/zh-CN.json';
/** The interface languages (as `Lang` in langs.ts, kept here so the API does not load the sites' session code). */
type Lang = 'zh-CN' | 'en';

/** Every reason key the API may answer with. */
export type ApiReason = keyof typeof en;
/**
 * A param value: text or a number shown as given, another key rendered in the same language, or a text per language
 * (wording that comes from a library, e.g. zod's own validation messages).
 */
export type ApiParam = string | number | { key: ApiReason; params?: ApiParams } | Record<Lang, string>;
/** The params of a message, by name (`{{name}}` in the catalogue). */
export type ApiParams = Record<string, ApiParam>;

/** The catalogues by language (flat: key → message). */
export const API_MESSAGES: Record<Lang, Record<ApiReason, string>> = { en, 'zh-CN': zh };

let instance: i18n | null = null;
function translator(): i18n {
  if (instance) return instance;
  const i = i18next.createInstance();
  void i.init({
    resources: { en: { api: en }, 'zh-CN': { api: zh } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['api'],
    defaultNS: 'api',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance = i;
  return i;
}

/** Whether `key` is a reason key of the catalogue. */
export function isApiReason(key: string): key is ApiReason {
  return Object.hasOwn(en, key);
}

/**
 * The message of `reason` in `lang`, params interpolated (nested keys rendered first). An unknown key renders as
 * itself (never throws).
 */
export function renderApiMessage(lang: Lang, reason: string, params: ApiParams = {}): string {
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(params)) {
    values[name] = typeof v !== 'object' ? v : 'key' in v ? renderApiMessage(lang, v.key, v.params) : v[lang];
  }
  return translator().getFixedT(lang)(reason, values) as string;
}

/** The `{{param}}` names of a message, sorted (for the catalogue checks). */
export function messageParams(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
