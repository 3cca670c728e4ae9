/**
 * The instance detail page's calls (docs/api.md, tag `instances`): the instance (/instance_center/instance_detail),
 * its monitoring series (/instance_center/instance_metrics, hour | day | week), the root password reset
 * (/instance_center/instance_reset_password) and a serial console ticket with the WebSocket URL to open
 * (/instance_center/instance_console_ticket). The server checks ownership, state and the server-{a}-{b} keys.
 */
import type { ApiClient, DataOf, Envelope } from '@lanyun/api-sdk';

export type InstanceDetail = DataOf<'/instance_center/instance_detail'>;
export type MetricsRange = 'hour' | 'day' | 'week' | 'month';
export type MetricsSeries = DataOf<'/instance_center/instance_metrics'>;
export type ConsoleTicket = DataOf<'/instance_center/instance_console_ticket'>;

export const DETAIL_KEYS = {
  detail: (id: string) => ['instances', 'detail', id] as const,
  metrics: (id: string, range: MetricsRange) => ['instances', 'metrics', id, range] as const,
};

const unwrap = <T>(res: Envelope<T>): T => {
  if (res.code !== 200 || res.data === null || res.data === undefined)
    throw Object.assign(new Error(res.msg), { code: res.code });
  return res.data;
};

/** The instance. Rejects with the API's message (code 404 when it is not the account's). */
export async function fetchInstanceDetail(api: ApiClient, instanceId: string): Promise<InstanceDetail> {
  return unwrap(await api.call('/instance_center/instance_detail', { instance_id: instanceId }));
}

export async function fetchMetrics(api: ApiClient, instanceId: string, range: MetricsRange): Promise<MetricsSeries> {
  return unwrap(await api.call('/instance_center/instance_metrics', { instance_id: instanceId, range }));
}

/** Sets the root password; the envelope says whether the guest took it. */
export function resetPassword(api: ApiClient, instanceId: string, password: string): Promise<Envelope<null>> {
  return api.call('/instance_center/instance_reset_password', { instance_id: instanceId, password });
}

export async function fetchConsoleTicket(api: ApiClient, instanceId: string): Promise<ConsoleTicket> {
  return unwrap(await api.call('/instance_center/instance_console_ticket', { instance_id: instanceId }));
}
