/**
 * The message centre's channel settings (/v1/message_settings, /v1/message_settings_update): per category
 * (finance, expiry, product, service, security) whether messages arrive in-app, by e-mail and by SMS. In-app stays on
 * for the money categories (`in_app_required`; the server refuses turning it off).
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

/** The settings: one row per category, flags 1 on / 0 off. */
export type ChannelSettings = DataOf<'/v1/message_settings'>;
/** One category's row. */
export type ChannelRow = ChannelSettings['list'][number];
/** A channel column. */
export type ChannelName = 'in_app' | 'email' | 'sms';

/** react-query key of the settings. */
export const MESSAGE_SETTINGS_KEY = ['message-settings'] as const;

/** Loads the settings; rejects with an `ApiError`. */
export function fetchChannelSettings(api: ApiClient): Promise<ChannelSettings> {
  return queryData(api, '/v1/message_settings', {});
}

/**
 * Saves `row` with `channel` set to `on`; resolves to the settings after the change, or null when the server refused
 * (the API client's warning shows its message).
 */
export async function saveChannel(
  api: ApiClient,
  row: ChannelRow,
  channel: ChannelName,
  on: boolean,
): Promise<ChannelSettings | null> {
  const next = { category: row.category, in_app: row.in_app, email: row.email, sms: row.sms, [channel]: on ? 1 : 0 };
  const res = await api.call('/v1/message_settings_update', next);
  return res.code === 200 && res.data ? res.data : null;
}
