/**
 * The inbox of what visitors send (any operator): feedback from the cloud site's feedback dialog
 * (/ops/feedback/list paged, by status, searched, ordered; /ops/feedback/export as CSV; /ops/feedback/handle marks an item handled with a note, audited) and contact
 * requests from the IP site's sales and support forms (/ops/contact_requests/list, paged, by kind, searched,
 * ordered; /ops/contact_requests/export as CSV).
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import {
  exportHref,
  type ListCodec,
  type PagedState,
  pageParam,
  queueListCodec,
  type QueueListState,
  sizeParam,
} from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

export type FeedbackPage = DataOf<'/ops/feedback/list'>;
export type FeedbackItem = FeedbackPage['list'][number];
export type ContactPage = DataOf<'/ops/contact_requests/list'>;
export type ContactRequest = ContactPage['list'][number];

export const FEEDBACK_KEY = ['ops', 'feedback'] as const;
export const CONTACT_KEY = ['ops', 'contact-requests'] as const;
export const INBOX_PAGE_SIZE = 20;

/** Feedback status: 1 new, 2 handled (`labelKey`: message key of the tab). */
export const FEEDBACK_STATUSES = [
  { value: 1, labelKey: 'feedback.statuses.new' },
  { value: 2, labelKey: 'feedback.statuses.handled' },
] as const;

/** The feedback list's state in the URL: new, newest first, 20 a page by default (0: every status). */
export const FEEDBACK_LIST = queueListCodec({
  statuses: FEEDBACK_STATUSES.map((s) => s.value),
  sorts: ['id'] as const,
  defaults: { status: 1, sort: 'id', order: 'desc', size: INBOX_PAGE_SIZE },
});
export type FeedbackListState = QueueListState<'id'>;

/** The API's status, search and order of `state` (the list's body, the export's query). */
function feedbackParams(state: FeedbackListState) {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
    order: state.order,
  };
}

/** A page of feedback for `state`; rejects with an `ApiError`. */
export function fetchFeedback(api: ApiClient, state: FeedbackListState): Promise<FeedbackPage> {
  return queryData(api, '/ops/feedback/list', { ...feedbackParams(state), page: state.page, page_size: state.size });
}

/** The CSV download of every feedback item matching `state` (GET /ops/feedback/export, streamed). */
export function feedbackExportHref(state: FeedbackListState): string {
  return exportHref('/ops/feedback/export', feedbackParams(state));
}

/** Marks feedback handled with `note`; true when done (success toast: the API's message, else `doneMessage`). */
export async function handleFeedback(api: ApiClient, id: number, note: string, doneMessage: string): Promise<boolean> {
  const res = await api.call('/ops/feedback/handle', { id, note });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/** Contact request kinds (the IP site's forms); 'all' for every kind. `labelKey`: message key of the tab. */
export type ContactKind = NonNullable<NonNullable<ParamsOf<'/ops/contact_requests/list'>>['kind']>;
export const CONTACT_KINDS: ReadonlyArray<{ value: ContactKind | 'all'; labelKey: string }> = [
  { value: 'all', labelKey: 'contact.kinds.all' },
  { value: 'custom_plan', labelKey: 'contact.kinds.custom_plan' },
  { value: 'support', labelKey: 'contact.kinds.support' },
  { value: 'feedback', labelKey: 'contact.kinds.feedback' },
];

/** The contact list's state in the URL: `?kind=`, `?q=`, `?order=`, `?page=`, `?size=` (defaults left out). */
export interface ContactListState extends PagedState {
  kind: ContactKind | 'all';
  q: string;
  order: 'asc' | 'desc';
}

/** URL ↔ state of the contact list: every kind, newest first, 20 a page by default. */
export const CONTACT_LIST: ListCodec<ContactListState> = {
  fromSearch: (params) => ({
    kind: CONTACT_KINDS.find((k) => k.value === params.get('kind'))?.value ?? 'all',
    q: params.get('q')?.trim() ?? '',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: pageParam(params.get('page')),
    size: sizeParam(params.get('size'), INBOX_PAGE_SIZE),
  }),
  toSearch: (state) => {
    const out = new URLSearchParams();
    if (state.kind !== 'all') out.set('kind', state.kind);
    if (state.q) out.set('q', state.q);
    if (state.order !== 'desc') out.set('order', state.order);
    if (state.page > 1) out.set('page', String(state.page));
    if (state.size !== INBOX_PAGE_SIZE) out.set('size', String(state.size));
    return out;
  },
};

/** The API's kind, search and order of `state` (the list's body, the export's query). */
function contactParams(state: ContactListState) {
  return {
    ...(state.kind !== 'all' ? { kind: state.kind } : {}),
    ...(state.q ? { q: state.q } : {}),
    order: state.order,
  };
}

/** A page of contact requests for `state`; rejects with an `ApiError`. */
export function fetchContactRequests(api: ApiClient, state: ContactListState): Promise<ContactPage> {
  return queryData(api, '/ops/contact_requests/list', {
    ...contactParams(state),
    page: state.page,
    page_size: state.size,
  });
}

/** The CSV download of every contact request matching `state` (GET /ops/contact_requests/export, streamed). */
export function contactExportHref(state: ContactListState): string {
  return exportHref('/ops/contact_requests/export', contactParams(state));
}
