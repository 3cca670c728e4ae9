/**
 * Log-in and sign-up calls through the SDK (spec §7: /v1/phone_login and /v1/user_regis are "normal" calls, so
 * server errors such as 'Incorrect account or password' surface as warning toasts via the client's onWarning).
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import type { LoginValues, SignupValues } from '../schemas';

/** What both calls return on success: token, lifetime in seconds and the user. */
export type AuthResult = DataOf<'/v1/phone_login'>;

/** Logs in with e-mail (or phone) and password; resolves to the result or null on failure (already toasted). */
export async function loginRequest(api: ApiClient, values: LoginValues): Promise<AuthResult | null> {
  const res = await api.call('/v1/phone_login', {
    account: values.account,
    password: values.password,
    remember: values.remember ? '1' : '0',
  });
  return res.code === 200 && res.data ? (res.data as AuthResult) : null;
}

/** Creates an account and logs it in; resolves to the result or null on failure (already toasted). */
export async function signupRequest(api: ApiClient, values: SignupValues): Promise<AuthResult | null> {
  const res = await api.call('/v1/user_regis', {
    email: values.email,
    password: values.password,
    confirm_password: values.confirm_password,
    agree: '1',
  });
  return res.code === 200 && res.data ? (res.data as AuthResult) : null;
}
