/**
 * The inbox of what visitors send (any operator): feedback from the cloud site's feedback dialog
 * (/ops/feedback/list paged, by status, searched, ordered; /ops/feedback/export as CSV; /ops/feedback/handle marks an item handled with a note, audited) and contact
 * requests from the IP site's sales and support forms (/ops/contact_requests/list, by kind).
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
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

export function fetchContactRequests(api: ApiClient, kind: ContactKind | 'all', page: number): Promise<ContactPage> {
  return queryData(api, '/ops/contact_requests/list', {
    page,
    page_size: INBOX_PAGE_SIZE,
    ...(kind !== 'all' ? { kind } : {}),
  });
}
