/**
 * Access-management calls (spec §7 normal calls under /team; a sub-account gets code 403, toasted by the client).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';

/** /team/overview data: the sub-accounts and the permission catalogue. */
export type TeamOverview = DataOf<'/team/overview'>;

/** A sub-account as /team/overview lists it (disabled 1: may not log in; rules: permission keys like "cost-3-1"). */
export type SubAccount = TeamOverview['sub_accounts'][number];

/** react-query key of the overview. */
export const TEAM_KEY = ['team', 'overview'] as const;

/** The sub-accounts and the permission catalog; rejects with an `ApiError`. */
export async function fetchTeamOverview(api: ApiClient): Promise<TeamOverview> {
  const data = await queryData(api, '/team/overview');
  return { sub_accounts: data.sub_accounts ?? [], rule_catalog: data.rule_catalog ?? [] };
}

function done(res: { code: number; msg: string }, fallback: string): boolean {
  if (res.code !== 200) return false;
  toast.success(res.msg || fallback);
  return true;
}

/** Creates a sub-account (`rules` comma-separated keys); `doneText` is the toast when the API sends no message. */
export async function addSubAccount(
  api: ApiClient,
  values: { email: string; password: string; name: string; rules: string },
  doneText: string,
): Promise<boolean> {
  return done(await api.call('/team/sub_account_add', values), doneText);
}

/** Updates a sub-account's name, permissions and/or disabled flag (`doneText` as for {@link addSubAccount}). */
export async function updateSubAccount(
  api: ApiClient,
  values: { id: number; name?: string; rules?: string; disabled?: 0 | 1 },
  doneText: string,
): Promise<boolean> {
  return done(await api.call('/team/sub_account_update', values), doneText);
}

/** Deletes a sub-account (`doneText` as for {@link addSubAccount}). */
export async function deleteSubAccount(api: ApiClient, id: number, doneText: string): Promise<boolean> {
  return done(await api.call('/team/sub_account_delete', { id }), doneText);
}
