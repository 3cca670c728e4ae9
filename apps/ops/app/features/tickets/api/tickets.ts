/**
 * Support tickets in the console (role `support`): /ops/tickets/list (paged; status 0 = not closed; searched,
 * sorted; exported as CSV by /ops/tickets/export), /ops/tickets/detail
 * and /ops/tickets/reply (answer and/or move the status; the server refuses moves outside open → processing →
 * waiting for the customer → closed). Loaders throw on failure so the pages show an error with a retry.
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

export type TicketPage = DataOf<'/ops/tickets/list'>;
export type TicketItem = TicketPage['list'][number];
export type TicketThread = DataOf<'/ops/tickets/detail'>;

export const TICKETS_KEY = ['ops', 'tickets'] as const;
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

/** The list's state in the URL: every ticket not closed, most urgent first, 20 a page by default. */
export const TICKET_LIST = queueListCodec({
  statuses: [1, 2, 3, 4],
  sorts: ['urgency', 'id'] as const,
  defaults: { status: 0, sort: 'urgency', order: 'desc', size: 20 },
});
export type TicketListState = QueueListState<'urgency' | 'id'>;

/** The API's status, search and sort of `state` (the list's body, the export's query). */
function filterParams(state: TicketListState) {
  return { ...(state.q ? { q: state.q } : {}), status: state.status, sort: state.sort, order: state.order };
}

/** A page of tickets for `state`; throws on failure. */
export const fetchTickets = async (api: ApiClient, state: TicketListState) =>
  must(await api.call('/ops/tickets/list', { ...filterParams(state), page: state.page, page_size: state.size }));

/** The CSV download of every ticket matching `state` (GET /ops/tickets/export, streamed). */
export function ticketExportHref(state: TicketListState): string {
  return exportHref('/ops/tickets/export', filterParams(state));
}

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
