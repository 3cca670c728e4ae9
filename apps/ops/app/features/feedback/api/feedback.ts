/**
 * The inbox of what visitors send (any operator): feedback from the cloud site's feedback dialog
 * (/ops/feedback/list by status, /ops/feedback/handle marks an item handled with a note, audited) and contact
 * requests from the IP site's sales and support forms (/ops/contact_requests/list, by kind).
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
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

export function fetchFeedback(api: ApiClient, status: number, page: number): Promise<FeedbackPage> {
  return queryData(api, '/ops/feedback/list', { status, page, page_size: INBOX_PAGE_SIZE });
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
