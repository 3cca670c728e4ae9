/**
 * Cloud-phone trial applications (role reviewer): /ops/trial/list by status and /ops/trial/review (approve, or
 * reject with a reason the customer sees; audited). One trial per verified main account, ever.
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';

export type TrialPage = DataOf<'/ops/trial/list'>;
export type TrialApplication = TrialPage['list'][number];

/** Trial status: 1 under review, 2 approved (the customer may claim it), 3 rejected, 4 claimed. */
export const TRIAL_STATUSES = [
  { value: 1, label: 'Under review' },
  { value: 2, label: 'Approved' },
  { value: 3, label: 'Rejected' },
  { value: 4, label: 'Claimed' },
] as const;

export const TRIAL_KEY = ['ops', 'trials'] as const;
export const TRIAL_PAGE_SIZE = 20;

export async function fetchTrials(api: ApiClient, status: number, page: number): Promise<TrialPage | null> {
  const res = await api.call('/ops/trial/list', { status, page, page_size: TRIAL_PAGE_SIZE });
  return res.code === 200 ? res.data : null;
}

/** Approves, or rejects with `reason`; true when accepted. */
export async function reviewTrial(api: ApiClient, id: number, decision: 'approve' | 'reject', reason?: string): Promise<boolean> {
  const res = await api.call('/ops/trial/review', { id, decision, ...(reason ? { reason } : {}) });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, decision === 'approve' ? 'Trial approved' : 'Trial rejected'));
  return true;
}
