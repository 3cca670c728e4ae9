/**
 * Support ticket calls of the cloud site (/ticket/*, /base/upload_img usage `ticket`). Loaders throw on failure so
 * react-query shows an error state with a retry (the client has already toasted the API's message).
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';

export type TicketPage = DataOf<'/ticket/ticket_list'>;
export type Ticket = TicketPage['list'][number];
export type TicketThread = DataOf<'/ticket/ticket_detail'>;
export type TicketCategory = Ticket['category'];

export const TICKETS_KEY = ['tickets'] as const;
export const TICKET_PAGE_SIZE = 10;
export const TICKET_CATEGORIES: readonly TicketCategory[] = ['billing', 'ecs', 'phone', 'account', 'ip_api'];
export const TICKET_PRIORITIES = [1, 2, 3, 4] as const;
/** Status → catalogue key (tickets.json `tickets.status.*`): 1 open, 2 processing, 3 waiting for you, 4 closed. */
export const STATUS_KEYS: Record<number, string> = {
  1: 'tickets.status.1',
  2: 'tickets.status.2',
  3: 'tickets.status.3',
  4: 'tickets.status.4',
};

/** The API's failure as an error for react-query (`message` is the API's text in the page's language). */
export class TicketApiError extends Error {}

function must<T>(res: { code: number; msg: string; data: T | null }): T {
  if (res.code !== 200 || res.data === null) throw new TicketApiError(res.msg);
  return res.data;
}

export const fetchTickets = async (api: ApiClient, page: number, status: number) =>
  must(await api.call('/ticket/ticket_list', { page, page_size: TICKET_PAGE_SIZE, status }));

export const fetchTicket = async (api: ApiClient, id: number) => must(await api.call('/ticket/ticket_detail', { id }));

/** Uploads one attachment image; its id, or null on failure (toasted). */
export async function uploadAttachment(api: ApiClient, file: File): Promise<number | null> {
  const res = await api.call('/base/upload_img', { file, usage: 'ticket' });
  return res.code === 200 && res.data ? res.data.id : null;
}

export interface NewTicket {
  category: TicketCategory;
  priority: number;
  title: string;
  content: string;
  resource_id?: string;
  attachments: number[];
}

/** Opens a ticket; the new ticket, or null on failure (toasted). */
export async function openTicket(api: ApiClient, t: NewTicket) {
  const { attachments, resource_id, ...rest } = t;
  const res = await api.call('/ticket/ticket_add', {
    ...rest,
    ...(resource_id ? { resource_id } : {}),
    ...(attachments.length ? { attachments: attachments.join(',') } : {}),
  });
  return res.code === 200 ? res.data : null;
}

/** Replies (with attachments); true when sent. */
export async function replyTicket(api: ApiClient, id: number, content: string, attachments: number[]) {
  const res = await api.call('/ticket/ticket_reply', {
    id,
    content,
    ...(attachments.length ? { attachments: attachments.join(',') } : {}),
  });
  return res.code === 200;
}

export async function closeTicket(api: ApiClient, id: number) {
  return (await api.call('/ticket/ticket_close', { id })).code === 200;
}
