/**
 * Subjects and bodies of the e-mails the API sends, from the API catalogue (packages/i18n/src/api, keys `mail.*`):
 * in the reader's language when the request that causes the e-mail says it (a verification code asked for on a
 * page: the page's language), otherwise in Chinese, the platform's default language, followed by the English (a
 * ticket reply or a feedback answer: sent because an operator acted, and the account keeps no language of its own).
 * docs/decisions/0050-language-of-e-mails.md.
 */
import { type ApiParams, type ApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import type { MessageLang } from '../../../lib/lang.ts';

/** Between the Chinese and the English body of a two-language e-mail. */
const LANGUAGE_BREAK = '\n\n————————\n\n';

/** An e-mail's subject: in `lang`, or Chinese / English when the reader's language is unknown. */
export function mailSubject(reason: ApiReason, params: ApiParams, lang?: MessageLang): string {
  if (lang) return renderApiMessage(lang, reason, params);
  return `${renderApiMessage('zh-CN', reason, params)} / ${renderApiMessage('en', reason, params)}`;
}

/** An e-mail's plain-text body: in `lang`, or the Chinese text followed by the English when it is unknown. */
export function mailBody(reason: ApiReason, params: ApiParams, lang?: MessageLang): string {
  if (lang) return renderApiMessage(lang, reason, params);
  return renderApiMessage('zh-CN', reason, params) + LANGUAGE_BREAK + renderApiMessage('en', reason, params);
}
