/**
 * Instance-center calls of the cloud site (docs/api.md, tag `instances`) over the browser SDK client:
 * the list (/instance_overview/user_instance_list, a quiet call), start / stop / reboot / release, and renewal
 * (quote with /instance_center/inquiry_renew_instance_price, pay with /instance_center/instance_renew and the price
 * seen; `instanceRenewal` hands these calls to the shared renew dialog, components/renew-dialog.tsx). The server checks
 * ownership, state and the server-{a}-{b} keys on every call.
 */
import { queryData, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';
import type { Renewal, RenewDuration } from '../../../components/renew-dialog';

/** One page of instances. */
export type InstancePage = DataOf<'/instance_overview/user_instance_list'>;
/** One ECS instance as the list shows it. */
export type Instance = InstancePage['list'][number];
/** An instance's status (pending, running, stopped, …). */
export type InstanceStatus = Instance['status'];
/** The server's renewal price. */
export type RenewQuote = DataOf<'/instance_center/inquiry_renew_instance_price'>;
/** A paid renewal. */
export type RenewOrder = DataOf<'/instance_center/instance_renew'>;

/** The state-changing actions and their calls (`refund`: the 5-day no-reason refund, which also releases). */
export const ACTION_PATHS = {
  refund: '/instance_center/instance_refund',
  start: '/instance_center/instance_start',
  stop: '/instance_center/instance_stop',
  reboot: '/instance_center/instance_reboot',
  release: '/instance_center/instance_release',
} as const;
export type InstanceAction = keyof typeof ACTION_PATHS;

/** react-query keys of this feature (`['instances']` is invalidated after a purchase). */
export const INSTANCE_KEYS = {
  all: ['instances'] as const,
  page: (page: number, pageSize: number) => ['instances', 'list', page, pageSize] as const,
  renewQuote: (instanceId: string, months: number) => ['instances', 'renew-quote', instanceId, months] as const,
  durations: ['catalog', 'durations'] as const,
};

/** One page of the account's instances, newest first (released ones left out). Rejects with an `ApiError`. */
export function fetchInstances(api: ApiClient, page: number, pageSize: number): Promise<InstancePage> {
  return queryData(api, '/instance_overview/user_instance_list', { page, page_size: pageSize });
}

/** Runs `action` on the instance; the envelope carries the instance in its new (transitional) state. */
export function runInstanceAction(
  api: ApiClient,
  action: InstanceAction,
  instanceId: string,
): Promise<Envelope<unknown>> {
  return api.call(ACTION_PATHS[action], { instance_id: instanceId }) as Promise<Envelope<unknown>>;
}

/** The price of renewing the instance for `months` at today's catalog prices. Rejects with the API's message ('' when none). */
export async function fetchRenewQuote(api: ApiClient, instanceId: string, months: number): Promise<RenewQuote> {
  const res = await api.call('/instance_center/inquiry_renew_instance_price', {
    instance_id: instanceId,
    duration_months: months,
  });
  if (res.code !== 200 || !res.data) throw new Error(res.msg);
  return res.data;
}

/** Pays the renewal from the wallet with the price seen, an idempotency key and the service agreement ticked. */
export function renewInstance(
  api: ApiClient,
  instanceId: string,
  months: number,
  price: string,
  clientToken: string,
  agree: true,
): Promise<Envelope<RenewOrder>> {
  return api.call('/instance_center/instance_renew', {
    instance_id: instanceId,
    duration_months: months,
    price,
    agree,
    client_token: clientToken,
  });
}

/** Turns auto-renewal on or off (renewed from the wallet at expiry). */
export function setAutoRenew(
  api: ApiClient,
  instanceId: string,
  on: boolean,
): Promise<Envelope<DataOf<'/instance_center/instance_auto_renew'>>> {
  return api.call('/instance_center/instance_auto_renew', { instance_id: instanceId, auto_renew: on });
}

/** The ECS purchase durations offered for renewal (/v1/get_duration); rejects with an `ApiError`. */
export function fetchRenewDurations(api: ApiClient): Promise<RenewDuration[]> {
  return queryData(api, '/v1/get_duration');
}

/** The renewal dialog's calls for `instance` (components/renew-dialog.tsx). */
export function instanceRenewal(api: ApiClient, instance: Instance): Renewal<RenewOrder> {
  const id = instance.instance_id;
  return {
    name: instance.name,
    expiresAt: instance.expires_at,
    durations: { queryKey: INSTANCE_KEYS.durations, queryFn: () => fetchRenewDurations(api) },
    quote: (months) => ({
      queryKey: INSTANCE_KEYS.renewQuote(id, months),
      queryFn: () => fetchRenewQuote(api, id, months),
    }),
    pay: (months, price, clientToken, agree) => renewInstance(api, id, months, price, clientToken, agree),
    renewedUntil: (order) => order.instance.expires_at,
    invalidate: INSTANCE_KEYS.all,
  };
}
