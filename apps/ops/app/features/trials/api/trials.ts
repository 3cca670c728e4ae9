/**
 * Cloud-phone trial applications (role reviewer): /ops/trial/list (paged, by status, searched, ordered; exported as
 * CSV by /ops/trial/export) and /ops/trial/review (approve, or
 * reject with a reason the customer sees; audited), one at a time or several at once (/ops/trial/review_bulk, each
 * decided and audited on its own). One trial per verified main account, ever. The package and region names come from
 * the public cloud-phone catalogue (/phone/get_pdc_pkg_id, /phone/get_pdc_regions).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { BulkOutcome } from '../../../components/bulk-review-bar';
import { exportHref, queueListCodec, type QueueListState } from '../../../lib/list-state';
import { successMessage } from '../../../lib/success-message';

export type TrialPage = DataOf<'/ops/trial/list'>;
export type TrialApplication = TrialPage['list'][number];

/**
 * Trial status: 1 under review, 2 approved (the customer may claim it), 3 rejected, 4 claimed (`labelKey`: message
 * key of the tab).
 */
export const TRIAL_STATUSES = [
  { value: 1, labelKey: 'trials.statuses.underReview' },
  { value: 2, labelKey: 'trials.statuses.approved' },
  { value: 3, labelKey: 'trials.statuses.rejected' },
  { value: 4, labelKey: 'trials.statuses.claimed' },
] as const;

export const TRIAL_KEY = ['ops', 'trials'] as const;

/** The list's state in the URL: under review, newest first, 20 a page by default (see `lib/list-state.ts`). */
export const TRIAL_LIST = queueListCodec({
  statuses: TRIAL_STATUSES.map((s) => s.value),
  sorts: ['id'] as const,
  defaults: { status: 1, sort: 'id', order: 'desc', size: 20 },
});
export type TrialListState = QueueListState<'id'>;

/** The API's status, search and order of `state` (the list's body, the export's query). */
function filterParams(state: TrialListState) {
  return { ...(state.q ? { q: state.q } : {}), status: state.status, order: state.order };
}

/** A page of applications for `state`; rejects with an `ApiError`. */
export function fetchTrials(api: ApiClient, state: TrialListState): Promise<TrialPage> {
  return queryData(api, '/ops/trial/list', { ...filterParams(state), page: state.page, page_size: state.size });
}

/** The CSV download of every application matching `state` (GET /ops/trial/export, streamed). */
export function trialExportHref(state: TrialListState): string {
  return exportHref('/ops/trial/export', filterParams(state));
}

/** Approves, or rejects with `reason`; true when accepted (success toast: the API's message, else `doneMessage`). */
export async function reviewTrial(
  api: ApiClient,
  id: number,
  decision: 'approve' | 'reject',
  doneMessage: string,
  reason?: string,
): Promise<boolean> {
  const res = await api.call('/ops/trial/review', { id, decision, ...(reason ? { reason } : {}) });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/**
 * Approves, or rejects with one `reason`, every application of `ids` (each on its own); the ids decided and those
 * refused (e.g. already decided) with the reason, or null when the call failed (the API client warned).
 */
export async function reviewTrialsBulk(
  api: ApiClient,
  ids: number[],
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<BulkOutcome | null> {
  const res = await api.call('/ops/trial/review_bulk', { ids, decision, ...(reason ? { reason } : {}) });
  return res.code === 200 ? res.data : null;
}

/** Names of the cloud-phone packages and regions by id (for the list's "package / region" column). */
export interface TrialCatalogNames {
  packages: Map<number, string>;
  regions: Map<number, string>;
}

/** The cloud-phone package and region names; rejects with an `ApiError`. */
export async function fetchTrialCatalogNames(api: ApiClient): Promise<TrialCatalogNames> {
  const [packages, regions] = await Promise.all([
    queryData(api, '/phone/get_pdc_pkg_id'),
    queryData(api, '/phone/get_pdc_regions'),
  ]);
  return {
    packages: new Map(packages.map((p) => [p.id, p.name])),
    regions: new Map(regions.map((r) => [r.id, r.name])),
  };
}
