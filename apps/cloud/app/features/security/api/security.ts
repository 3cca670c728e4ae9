/**
 * Security calls (spec §7 normal calls under /secure; errors such as 'The current password is incorrect' are
 * toasted by the client). Each resolves to null on failure; on success the API's message is toasted, or the
 * translated fallback `doneText` the form passes when the API sends none.
 */
import type { ApiClient } from '@lanyun/api-sdk';
import type { User } from '@lanyun/session/session';
import { toast } from '@lanyun/ui/toast';
import type { PasswordPhoneValues, PasswordVerifyValues } from '../schemas';

function done<T>(res: { code: number; msg: string; data: unknown }, fallback: string, value: T): T | null {
  if (res.code !== 200) return null;
  toast.success(res.msg || fallback);
  return value;
}

/** Changes the password, confirming the current one. */
export async function changePasswordWithCurrent(
  api: ApiClient,
  values: PasswordVerifyValues,
  doneText: string,
): Promise<true | null> {
  return done(await api.call('/secure/user_update_password_verify', values), doneText, true);
}

/** Changes the password with an SMS code (purpose verify) sent to the bound phone. */
export async function changePasswordWithCode(
  api: ApiClient,
  values: PasswordPhoneValues,
  doneText: string,
): Promise<true | null> {
  return done(await api.call('/secure/user_update_password_phone', values), doneText, true);
}

/** Changes the e-mail to `email` with the code sent to it (purpose change_email); resolves to the updated user. */
export async function changeEmail(
  api: ApiClient,
  values: { email: string; code: string },
  doneText: string,
): Promise<User | null> {
  const res = await api.call('/secure/user_update_email', values);
  return done(res, doneText, (res.data as User | null) ?? null);
}

/** Phone change step 1: confirms the current phone with its code (purpose verify). */
export async function verifyCurrentPhone(api: ApiClient, code: string): Promise<true | null> {
  const res = await api.call('/secure/user_update_phone_verify', { code });
  return res.code === 200 ? true : null;
}

/** Phone change step 2 (or first binding): binds `phone` with its code (purpose change_phone); resolves to the user. */
export async function changePhone(
  api: ApiClient,
  values: { phone: string; code: string },
  doneText: string,
): Promise<User | null> {
  const res = await api.call('/secure/user_update_phone', values);
  return done(res, doneText, (res.data as User | null) ?? null);
}
