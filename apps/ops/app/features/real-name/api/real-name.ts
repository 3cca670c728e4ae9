/**
 * Real-name review calls (/ops/real_name/*, role reviewer): the applications (paged, by status, searched, ordered;
 * exported as CSV) and the decision, on one
 * application or on several at once (review_bulk: each decided and audited on its own). The ID
 * images come from GET /ops/upload/:id, which needs the operator token header, so they are fetched as blobs
 * (see `../components/upload-image.tsx`).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { BulkOutcome } from '../../../components/bulk-review-bar';
import type { Translate } from '../../../lib/i18n';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

/** One page of applications. */
export type RealNamePage = DataOf<'/ops/real_name/list'>;
/** An application as listed. */
export type RealNameApplication = RealNamePage['list'][number];

/** Application status: 1 under review, 2 verified, 3 rejected (`labelKey`: message key of the tab). */
export const REAL_NAME_STATUSES = [
  { value: 1, labelKey: 'common.underReview' },
  { value: 2, labelKey: 'common.approved' },
  { value: 3, labelKey: 'common.rejected' },
] as const;

/** react-query key prefix of everything under real-name review. */
export const REAL_NAME_KEY = ['ops', 'real-name'] as const;

/** The list's state in the URL: under review, newest first, 20 a page by default (see `lib/list-state.ts`). */
export const REAL_NAME_LIST = queueListCodec({
  statuses: REAL_NAME_STATUSES.map((s) => s.value),
  sorts: ['id'] as const,
  defaults: { status: 1, sort: 'id', order: 'desc', size: 20 },
});
export type RealNameListState = QueueListState<'id'>;

/** The API's status, search and order of `state` (the list's body, the export's query). */
function filterParams(state: RealNameListState) {
  return { ...(state.q ? { q: state.q } : {}), status: state.status, order: state.order };
}

/** A page of applications for `state`; rejects with an `ApiError`. */
export function fetchRealNamePage(api: ApiClient, state: RealNameListState): Promise<RealNamePage> {
  return queryData(api, '/ops/real_name/list', { ...filterParams(state), page: state.page, page_size: state.size });
}

/** The CSV download of every application matching `state` (GET /ops/real_name/export, streamed, IDs masked). */
export function realNameExportHref(state: RealNameListState): string {
  return exportHref('/ops/real_name/export', filterParams(state));
}

/** Approves, or rejects with `reason`; true when the API accepted it (a success toast is shown, in the language of `t`). */
export async function reviewRealName(
  api: ApiClient,
  t: Translate,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<boolean> {
  const res = await api.call('/ops/real_name/review', { id, decision, ...(reason ? { reason } : {}) });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, decision === 'approve' ? t('common.approved') : t('common.rejected')));
  return true;
}

/**
 * Approves, or rejects with one `reason`, every application of `ids` (each on its own); the ids decided and those
 * refused (e.g. already decided) with the reason, or null when the call failed (the API client warned).
 */
export async function reviewRealNameBulk(
  api: ApiClient,
  ids: number[],
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<BulkOutcome | null> {
  const res = await api.call('/ops/real_name/review_bulk', { ids, decision, ...(reason ? { reason } : {}) });
  return res.code === 200 ? res.data : null;
}

/** "Personal" or "Enterprise" (in the language of `t`) for the application type (1 personal, 2 enterprise). */
export function applicationTypeLabel(type: number, t: Translate): string {
  return type === 2 ? t('realName.enterprise') : t('realName.personal');
}

/** The document images of an application, labelled in the language of `t`, in display order (missing ones left out). */
export function applicationImages(
  a: Pick<RealNameApplication, 'type' | 'id_front_img' | 'id_back_img' | 'licence_img'>,
  t: Translate,
): Array<{ id: number; label: string }> {
  const all =
    a.type === 2
      ? [{ id: a.licence_img, label: t('realName.licence') }]
      : [
          { id: a.id_front_img, label: t('realName.idFront') },
          { id: a.id_back_img, label: t('realName.idBack') },
        ];
  return all.filter((img): img is { id: number; label: string } => typeof img.id === 'number');
}
