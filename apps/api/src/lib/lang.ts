/**
 * The language of a request's messages (`msg` of envelopes, stored site messages, ledger memos, CSV exports):
 * zh-CN when its Accept-Language puts Chinese before English (the sites send the page's language), else en.
 * A request without the header (scripts, the IP API's callers) gets English.
 */
import type { ApiParams, ApiReason } from '@lanyun/i18n/api-messages';
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import type { FastifyRequest } from 'fastify';

export type MessageLang = 'zh-CN' | 'en';

/** Whether an Accept-Language header puts Chinese before English (no header, or English first: false). */
export function prefersChinese(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  let best: { zh: boolean; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
    const zh = tag === 'zh' || tag.startsWith('zh-');
    if (q <= 0 || !(zh || tag === 'en' || tag.startsWith('en-'))) continue;
    if (!best || q > best.q) best = { zh, q };
  }
  return best?.zh ?? false;
}

/** The message language of an Accept-Language header value. */
export function langOfHeader(acceptLanguage: string | undefined): MessageLang {
  return prefersChinese(acceptLanguage) ? 'zh-CN' : 'en';
}

/** The message language of `request`. */
export function messageLang(request: Pick<FastifyRequest, 'headers'>): MessageLang {
  return langOfHeader(request.headers['accept-language']);
}

/**
 * The language `request` states: its Accept-Language names Chinese or English; undefined when it names neither or
 * sends none (scripts, `*`).
 */
export function statedLang(request: { headers: Record<string, unknown> }): MessageLang | undefined {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || !/(^|,)\s*(zh|en)([-;,\s]|$)/i.test(header)) return undefined;
  return langOfHeader(header);
}

/** `reason` rendered for `request` (see {@link messageLang}). */
export function messageFor(request: Pick<FastifyRequest, 'headers'>, reason: ApiReason, params?: ApiParams): string {
  return renderApiMessage(messageLang(request), reason, params);
}
