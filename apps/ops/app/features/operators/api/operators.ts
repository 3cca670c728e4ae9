/**
 * Operator management (admin only): /ops/operators/list, create (e-mail, name, role, first password; the new
 * operator sets up two-factor log-in at the first log-in), update (name, role, disabled — disabling ends their
 * sessions), reset_totp (lost phone) and reset_password. Every change is audited by the API.
 */
import { queryData, type ApiClient, type DataOf, type ParamsOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { Translate } from '../../../lib/i18n';
import { successMessage } from '../../../lib/success-message';
import type { OperatorRole } from '../../auth/roles';

export type OperatorsPage = DataOf<'/ops/operators/list'>;
export type OperatorRow = OperatorsPage['list'][number];
export type NewOperator = NonNullable<ParamsOf<'/ops/operators/create'>>;

export const OPERATORS_KEY = ['ops', 'operators'] as const;
export const OPERATORS_PAGE_SIZE = 50;

export function fetchOperators(api: ApiClient, page: number): Promise<OperatorsPage> {
  return queryData(api, '/ops/operators/list', { page, page_size: OPERATORS_PAGE_SIZE });
}

const done = (res: { code: number; msg: string }, fallback: string) => {
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, fallback));
  return true;
};

// Each call below returns true when the API accepted it; its success toast is the API's message, else a fallback in the language of `t`.

export async function createOperator(api: ApiClient, t: Translate, values: NewOperator): Promise<boolean> {
  return done(await api.call('/ops/operators/create', values), t('operators.created'));
}

export async function updateOperator(
  api: ApiClient,
  t: Translate,
  values: { id: number; name?: string; role?: OperatorRole; disabled?: boolean },
): Promise<boolean> {
  return done(await api.call('/ops/operators/update', values), t('common.saved'));
}

export async function resetTotp(api: ApiClient, t: Translate, id: number): Promise<boolean> {
  return done(await api.call('/ops/operators/reset_totp', { id }), t('operators.totpReset'));
}

export async function resetPassword(api: ApiClient, t: Translate, id: number, password: string): Promise<boolean> {
  return done(await api.call('/ops/operators/reset_password', { id, password }), t('operators.passwordSet'));
}
