/**
 * Cloud-phone trial applications (role reviewer): /ops/trial/list by status and /ops/trial/review (approve, or
 * reject with a reason the customer sees; audited). One trial per verified main account, ever.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
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
export const TRIAL_PAGE_SIZE = 20;

export function fetchTrials(api: ApiClient, status: number, page: number): Promise<TrialPage> {
  return queryData(api, '/ops/trial/list', { status, page, page_size: TRIAL_PAGE_SIZE });
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
