/**
 * The /trial page's rules: who may apply (a real-name verified main account, one application ever — as the API
 * enforces), what the page shows for each application status, and the application form's zod schema.
 */
import { z } from 'zod';
import { phoneRule } from '../../lib/form-rules';

export { TRIAL_STATUS, type TrialView, trialView } from './view';

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
