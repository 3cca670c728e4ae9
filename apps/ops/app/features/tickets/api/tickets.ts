/**
 * Support tickets in the console (role `support`): /ops/tickets/list (status 0 = not closed), /ops/tickets/detail
 * and /ops/tickets/reply (answer and/or move the status; the server refuses moves outside open → processing →
 * waiting for the customer → closed). Loaders throw on failure so the pages show an error with a retry.
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';

export type TicketPage = DataOf<'/ops/tickets/list'>;
export type TicketItem = TicketPage['list'][number];
export type TicketThread = DataOf<'/ops/tickets/detail'>;

export const TICKETS_KEY = ['ops', 'tickets'] as const;
export const TICKET_PAGE_SIZE = 20;
/** Status filter tabs: 0 every ticket not closed, then each status (`labelKey`: catalogue key). */
export const TICKET_FILTERS = [
  { value: 0, labelKey: 'tickets.filters.active' },
  { value: 1, labelKey: 'tickets.status.1' },
  { value: 2, labelKey: 'tickets.status.2' },
  { value: 3, labelKey: 'tickets.status.3' },
  { value: 4, labelKey: 'tickets.status.4' },
] as const;
/** Allowed moves (mirrors the API's TRANSITIONS; the server decides). */
export const NEXT_STATUSES: Record<number, readonly number[]> = { 1: [2, 3, 4], 2: [3, 4], 3: [2, 4], 4: [] };

function must<T>(res: { code: number; msg: string; data: T | null }): T {
  if (res.code !== 200 || res.data === null) throw new Error(res.msg);
  return res.data;
}

export const fetchTickets = async (api: ApiClient, status: number, page: number) =>
  must(await api.call('/ops/tickets/list', { status, page, page_size: TICKET_PAGE_SIZE }));

export const fetchTicket = async (api: ApiClient, id: number) => must(await api.call('/ops/tickets/detail', { id }));

/** Sends a reply and/or a status; true when accepted (success toast: the API's message, else `doneMessage`). */
export async function actOnTicket(
  api: ApiClient,
  v: { id: number; content: string; status?: number },
  doneMessage: string,
): Promise<boolean> {
  const res = await api.call('/ops/tickets/reply', {
    id: v.id,
    content: v.content,
    ...(v.status ? { status: v.status } : {}),
  });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}
