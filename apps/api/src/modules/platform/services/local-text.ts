/**
 * Texts the API stores and shows later (site messages, ledger memos, order titles) are stored as a catalogue key
 * with params (`text_key`/`text_params`, `memo_key`/`memo_params`, `title_key`/`title_params`) and rendered in the
 * reader's language (docs/decisions/0048-stored-texts-by-key.md). The English rendering is stored beside them in the old
 * text column, which is what rows written before the keys (key null) show in every language.
 *
 * Catalogue: packages/i18n/src/api/{en,zh-CN}.json (`message.*`, `ledger.*`). Never translate by matching text.
 */
import {
  type ApiParam,
  type ApiParams,
  type ApiReason,
  isApiReason,
  renderApiMessage,
} from '@lanyun/i18n/api-messages';
import type { MessageLang } from '../../../lib/lang.ts';

/** A text to store: a catalogue key and its params (a catalog name as `{ en, 'zh-CN' }`, a word as a nested key). */
export interface LocalText {
  key: ApiReason;
  params?: ApiParams;
}

/** The site-message keys: `K` such that the catalogue has `message.K.title` and `message.K.body`. */
type MessageKeys<R> = R extends `message.${infer K}.title`
  ? `message.${K}.body` extends ApiReason
    ? `message.${K}`
    : never
  : never;
export type SiteMessageKey = MessageKeys<ApiReason>;

/** A catalog entry's name in both languages as a param (Chinese falls back to the English name when missing). */
export function bothNames(name: string, nameZh: string | null | undefined): Record<MessageLang, string> {
  return { en: name, 'zh-CN': nameZh || name };
}

/** The columns of a stored text: the English rendering (old readers, audits) and the key with its params. */
export function storedText(t: LocalText): { text: string; key: string; params: ApiParams } {
  return { text: renderApiMessage('en', t.key, t.params), key: t.key, params: t.params ?? {} };
}

/**
 * A stored text in `lang`: the key rendered with its params, or `fallback` (the stored text) when the row has no key
 * or a key the catalogue no longer has. `params` is the jsonb column as read (anything not an object: no params).
 */
export function renderStored(lang: MessageLang, key: string | null, params: unknown, fallback: string): string {
  if (!key || !isApiReason(key)) return fallback;
  return renderApiMessage(lang, key, asParams(params));
}

const asParams = (v: unknown): ApiParams => (v && typeof v === 'object' && !Array.isArray(v) ? (v as ApiParams) : {});

const escHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

/** Params with every text escaped for HTML (line breaks become `<br>`), nested keys' params too. */
function htmlParams(params: ApiParams): ApiParams {
  const out: ApiParams = {};
  for (const [name, v] of Object.entries(params)) {
    out[name] = escParam(v);
  }
  return out;
}

function escParam(v: ApiParam): ApiParam {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return escHtml(v);
  if ('key' in v) return { key: v.key as ApiReason, params: htmlParams(asParams(v.params)) };
  return { en: escHtml(v.en), 'zh-CN': escHtml(v['zh-CN']) };
}

/** The columns of a new site message `key` (`message.*`): English title and body, key and params. */
export function siteMessageRow(key: SiteMessageKey, params: ApiParams = {}) {
  return {
    title: renderApiMessage('en', `${key}.title`, params),
    contentHtml: renderApiMessage('en', `${key}.body`, htmlParams(params)),
    textKey: key,
    textParams: params,
  };
}

/**
 * A site message's title and HTML body in `lang`: rendered from its key (the params' texts HTML-escaped in the
 * body), or the stored title and body of a message written before keys (or whose key the catalogue no longer has).
 */
export function renderSiteMessage(
  lang: MessageLang,
  m: { title: string; contentHtml: string; textKey: string | null; textParams: unknown },
): { title: string; contentHtml: string } {
  if (!m.textKey || !isApiReason(`${m.textKey}.title`) || !isApiReason(`${m.textKey}.body`))
    return { title: m.title, contentHtml: m.contentHtml };
  const params = asParams(m.textParams);
  return {
    title: renderApiMessage(lang, `${m.textKey}.title`, params),
    contentHtml: renderApiMessage(lang, `${m.textKey}.body`, htmlParams(params)),
  };
}
