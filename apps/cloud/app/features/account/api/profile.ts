/** Profile calls (spec §7 normal calls: /v1/industry_list, /v1/perfect_user_info; errors are toasted by the client). */
import { queryData, type ApiClient } from '@lanyun/api-sdk';
import type { User } from '@lanyun/session/session';
import type { ProfileValues } from '../schemas';

/** react-query key of the industry list. */
export const INDUSTRIES_KEY = ['profile', 'industries'] as const;

/** Industries offered by the profile form; rejects with an `ApiError`. */
export async function fetchIndustries(api: ApiClient): Promise<string[]> {
  const list: unknown = await queryData(api, '/v1/industry_list');
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Saves name, company and industry (an empty industry is left unchanged); resolves to the updated profile and the
 * API's message, or null on failure (already toasted).
 */
export async function saveProfile(api: ApiClient, values: ProfileValues): Promise<{ user: User; msg: string } | null> {
  const res = await api.call('/v1/perfect_user_info', {
    name: values.name,
    company: values.company,
    ...(values.industry ? { industry: values.industry } : {}),
  });
  return res.code === 200 && res.data ? { user: res.data as User, msg: res.msg } : null;
}
