/**
 * What the /trial page shows for the visitor and their application. Kept apart from the form's zod schema
 * (trial.ts) so that the page's first load, which for most visitors is the log-in prompt, carries no form code:
 * the form is loaded when it is shown.
 */
/** Application status of /phone/apply_use_info: 1 under review, 2 approved, 3 rejected, 4 claimed. */
export const TRIAL_STATUS = { review: 1, approved: 2, rejected: 3, claimed: 4 } as const;

/** What the page shows. */
export type TrialView =
  | 'logged-out'
  | 'sub-account'
  | 'unverified'
  | 'apply'
  | 'review'
  | 'approved'
  | 'rejected'
  | 'claimed';

/**
 * The view for `user` and their application (`undefined` while it loads counts as none): logged out → log in;
 * a sub-account → only the main account applies; an existing application → its status (even for an account whose
 * verification later changed); not verified → the real-name reminder; otherwise the form.
 */
export function trialView(
  user: { pid?: number | null; authentication_status?: number | null } | null | undefined,
  application: { status: number } | null | undefined,
): TrialView {
  if (!user) return 'logged-out';
  if (typeof user.pid === 'number' && user.pid !== 0) return 'sub-account';
  switch (application?.status) {
    case TRIAL_STATUS.review:
      return 'review';
    case TRIAL_STATUS.approved:
      return 'approved';
    case TRIAL_STATUS.rejected:
      return 'rejected';
    case TRIAL_STATUS.claimed:
      return 'claimed';
  }
  return user.authentication_status === 2 ? 'apply' : 'unverified';
}
