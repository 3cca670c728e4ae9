/** Site messages of the logged-in user (spec §7 normal calls /v1/message_list and /v1/message_update). */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

/** One page of messages. */
export type MessagePage = DataOf<'/v1/message_list'>;
/** One message (is_read 1 read, 0 unread). */
export type Message = MessagePage['list'][number];

/** react-query key prefix of the message lists. */
export const MESSAGES_KEY = ['messages'] as const;

/** Messages page size on /notice. */
export const MESSAGE_PAGE_SIZE = 10;

/** Loads a page of messages, newest first; rejects with an `ApiError`. */
export async function fetchMessages(api: ApiClient, page: number, unreadOnly: boolean): Promise<MessagePage> {
  const params = { page, page_size: MESSAGE_PAGE_SIZE, unread_only: unreadOnly ? 1 : 0 };
  return queryData(api, '/v1/message_list', params);
}

/** What to mark read: some ids, or everything. */
export type MarkReadTarget = { ids: number[] } | { all: true };

/** Marks messages read (`ids` comma-separated, or all=1); resolves to true on success. */
export async function markMessagesRead(api: ApiClient, target: MarkReadTarget): Promise<boolean> {
  const params = 'all' in target ? { all: 1 } : { ids: target.ids.join(',') };
  const res = await api.call('/v1/message_update', params);
  return res.code === 200;
}

/** Total pages for `total` items (at least 1). */
export function pageCount(total: number, pageSize: number = MESSAGE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
