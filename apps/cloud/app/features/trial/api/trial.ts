/**
 * Trial calls (docs/api.md, tag `trial`): the account's application (/phone/apply_use_info), applying
 * (/phone/apply_use_add, quiet: the page shows the message itself) and claiming an approved trial
 * (/phone_order/add_pdc_trial_order, quiet).
 */
import { ApiError, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';

/** The account's trial application. */
export type TrialApplication = DataOf<'/phone/apply_use_add'>;

/** react-query key of the application. */
export const TRIAL_KEY = ['trial', 'application'] as const;

/** The application or null (none yet); rejects when the call fails. */
export async function fetchTrial(api: ApiClient): Promise<TrialApplication | null> {
  const res = await api.call('/phone/apply_use_info', {}, { quiet: true });
  if (res.code !== 200) throw new ApiError(res.code, res.msg, '/phone/apply_use_info');
  return (res.data as TrialApplication | null) ?? null;
}

/** Applies for the trial. */
export function applyTrial(
  api: ApiClient,
  form: {
    pkg_id: number;
    region_id: number;
    contact_name: string;
    contact_phone: string;
    company: string;
    purpose: string;
  },
): Promise<Envelope<TrialApplication>> {
  return api.call('/phone/apply_use_add', form);
}

/** Claims an approved trial: the free trial phone is created. */
export function claimTrial(api: ApiClient): Promise<Envelope<DataOf<'/phone_order/add_pdc_trial_order'>>> {
  return api.call('/phone_order/add_pdc_trial_order');
}
