/**
 * Sending verification codes (spec §7: /v1/send_sms_code and /v1/send_email_code are normal calls, so errors such
 * as "Please wait before requesting another code" arrive as warning toasts).
 */
import type { ApiClient } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';

/** What a code is for (the API's `purpose`). */
export type CodePurpose = 'login' | 'register' | 'reset' | 'change_email' | 'change_phone' | 'verify';

function sent(res: { code: number; msg: string; data: unknown }): number | null {
  if (res.code !== 200) return null;
  if (res.msg) toast.success(res.msg);
  const after = (res.data as { resend_after?: unknown } | null)?.resend_after;
  return typeof after === 'number' && after > 0 ? after : 60;
}

/**
 * Sends a 6-digit code by SMS to `phone`; resolves to the seconds before another may be sent, or null when the API
 * refused (already toasted).
 */
export async function sendSmsCode(api: ApiClient, phone: string, purpose: CodePurpose): Promise<number | null> {
  return sent(await api.call('/v1/send_sms_code', { phone, purpose }));
}

/** Sends a 6-digit code by e-mail to `email`; resolves like {@link sendSmsCode}. */
export async function sendEmailCode(api: ApiClient, email: string, purpose: CodePurpose): Promise<number | null> {
  return sent(await api.call('/v1/send_email_code', { email, purpose }));
}
