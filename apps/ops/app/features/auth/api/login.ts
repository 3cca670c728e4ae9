/**
 * Operator log-in (/ops/login: e-mail, password and — for an operator with two-factor log-in — the 6-digit code of
 * the authenticator app). The API answers code 400 with `data.totp_required` when the code is missing or wrong;
 * the form then asks for it. On success the console's `/api` proxy stores the token in the HttpOnly `ops-token` cookie
 * for the session's lifetime and removes it from the answer, so the page never holds it.
 */
import type { ApiClient } from '@lanyun/api-sdk';

/** What a log-in attempt came to. */
export type LoginResult = { ok: true; totpEnabled: boolean } | { ok: false; msg: string; totpRequired: boolean };

/** Logs in; `code` is the two-factor code when the operator has one. Pass a client without warning toasts. */
export async function logIn(api: ApiClient, email: string, password: string, code?: string): Promise<LoginResult> {
  const res = await api.call('/ops/login', { email, password, ...(code ? { code } : {}) });
  if (res.code === 200 && res.data) {
    return { ok: true, totpEnabled: res.data.operator.totp_enabled };
  }
  return { ok: false, msg: res.msg, totpRequired: isTotpRequired(res.data) };
}

/** Whether an error answer's data asks for the two-factor code (`{ totp_required: true }`). */
export function isTotpRequired(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { totp_required?: unknown }).totp_required === true;
}

/** A two-factor code as typed (spaces removed); valid when it is 6 digits. */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** True for a well-formed 6-digit code. */
export function isCodeWellFormed(code: string): boolean {
  return /^\d{6}$/.test(code);
}
