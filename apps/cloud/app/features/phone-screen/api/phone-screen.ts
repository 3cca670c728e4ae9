/**
 * The cloud phone page's calls (docs/api.md, tag `phone`): a stream ticket with the WebSocket URL to open
 * (/phone/phone_stream_ticket; an expired phone answers 409 with reason `phone.stream_expired` and data.renew),
 * the screen as a PNG (/phone/phone_screenshot) and an APK install (/phone/phone_install_apk, multipart). The server
 * checks ownership, state and the server-2-{b} keys.
 */
import type { ApiClient, DataOf, Envelope } from '@lanyun/api-sdk';

export type StreamTicket = DataOf<'/phone/phone_stream_ticket'>;

/** A refusal from the API: its message, code and reason key (`phone.stream_expired` offers renewal). */
export class PhoneCallError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly reason?: string,
  ) {
    super(message);
  }
}

const unwrap = <T>(res: Envelope<T>): T => {
  if (res.code !== 200 || res.data === null || res.data === undefined) {
    const reason = (res.data as { reason?: unknown } | null | undefined)?.reason;
    throw new PhoneCallError(res.msg, res.code, typeof reason === 'string' ? reason : undefined);
  }
  return res.data;
};

/** A single-use ticket to open the phone's stream, controlling it (`control`) or watching it. */
export async function fetchStreamTicket(api: ApiClient, phoneId: string, control = true): Promise<StreamTicket> {
  return unwrap(await api.call('/phone/phone_stream_ticket', { phone_id: phoneId, control: control ? '1' : '0' }));
}

/** The phone's screen now, as a PNG blob. */
export async function fetchScreenshot(api: ApiClient, phoneId: string): Promise<Blob> {
  const d = unwrap(await api.call('/phone/phone_screenshot', { phone_id: phoneId }));
  const bin = atob(d.png_base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: d.mime });
}

/** Install an APK file; resolves with the label the phone shows. */
export async function installApk(api: ApiClient, phoneId: string, file: File) {
  return unwrap(await api.call('/phone/phone_install_apk', { phone_id: phoneId, file_name: file.name, file }));
}
