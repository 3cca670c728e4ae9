/**
 * The /trial page's rules: who may apply (a real-name verified main account, one application ever — as the API
 * enforces), what the page shows for each application status, and the application form's zod schema.
 */
import { z } from 'zod';
import { phoneRule } from '../../lib/form-rules';

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

/**
 * Messages of the form, as catalogue keys (public.json `trial.msg`; `useForm` translates them; the English text is
 * the API's wording for the same mistakes).
 */
export const TRIAL_MESSAGES = {
  pkg: 'trial.msg.pkg',
  region: 'trial.msg.region',
  contactName: 'trial.msg.contactName',
  purpose: 'trial.msg.purpose',
  max50: 'trial.msg.max50',
  max100: 'trial.msg.max100',
  max500: 'trial.msg.max500',
} as const;

/** The application form; ids arrive from selects as strings. */
export const trialSchema = z.object({
  pkg_id: z.string().min(1, TRIAL_MESSAGES.pkg).transform(Number),
  region_id: z.string().min(1, TRIAL_MESSAGES.region).transform(Number),
  contact_name: z.string().trim().min(1, TRIAL_MESSAGES.contactName).max(50, TRIAL_MESSAGES.max50),
  contact_phone: phoneRule,
  company: z.string().trim().max(100, TRIAL_MESSAGES.max100),
  purpose: z.string().trim().min(5, TRIAL_MESSAGES.purpose).max(500, TRIAL_MESSAGES.max500),
});
