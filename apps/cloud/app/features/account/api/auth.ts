/**
 * Log-in, sign-up and password-reset calls through the SDK (spec §7: these are "normal" calls, so server errors
 * such as 'Incorrect account or password' surface as warning toasts via the client's onWarning).
 */
import type { ApiClient, DataOf } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { LoginValues, PhoneSignupValues, SignupValues } from '../schemas';

/** What the log-in and sign-up calls return on success: token, lifetime in seconds and the user. */
export type AuthResult = DataOf<'/v1/login_two_factor'>;

/** A right password (or SMS code) for an account with two-factor log-in on: the code step is due. */
export interface TwoFactorChallenge {
  two_factor: true;
  challenge: string;
}

/** What a log-in answers: the session, or the two-factor challenge. */
export type LoginStep = AuthResult | TwoFactorChallenge;

/** Whether a log-in answer asks for the second step. */
export function needsSecondFactor(step: LoginStep): step is TwoFactorChallenge {
  return 'two_factor' in step && step.two_factor === true;
}

/**
 * Logs in with e-mail (or phone) and password; resolves to the session or the two-factor challenge, or null on
 * failure (already toasted).
 */
export async function loginRequest(api: ApiClient, values: LoginValues): Promise<LoginStep | null> {
  const res = await api.call('/v1/phone_login', {
    account: values.account,
    password: values.password,
    remember: values.remember ? '1' : '0',
  });
  return res.code === 200 && res.data ? (res.data as LoginStep) : null;
}

/**
 * The log-in's second step: the challenge and a code from the authenticator app (or a recovery code); resolves to the
 * session, or null on failure (already toasted, e.g. "The code is incorrect or already used").
 */
export async function twoFactorLoginRequest(
  api: ApiClient,
  values: { challenge: string; code: string },
): Promise<AuthResult | null> {
  const res = await api.call('/v1/login_two_factor', values);
  return res.code === 200 && res.data ? (res.data as AuthResult) : null;
}

/** Creates an account and logs it in; resolves to the result or null on failure (already toasted). */
export async function signupRequest(api: ApiClient, values: SignupValues): Promise<AuthResult | null> {
  const res = await api.call('/v1/user_regis', {
    email: values.email,
    code: values.code,
    password: values.password,
    confirm_password: values.confirm_password,
    agree: '1',
  });
  return res.code === 200 && res.data ? (res.data as AuthResult) : null;
}

/** Creates an account with a phone, its SMS code and a password, and logs it in; null on failure (already toasted). */
export async function phoneSignupRequest(api: ApiClient, values: PhoneSignupValues): Promise<AuthResult | null> {
  const res = await api.call('/v1/user_regis_phone', {
    phone: values.phone,
    code: values.code,
    password: values.password,
    confirm_password: values.confirm_password,
    agree: '1',
  });
  return res.code === 200 && res.data ? (res.data as AuthResult) : null;
}

/**
 * Logs in (or signs up, which needs `agree`) with a phone number and its SMS code (purpose login); resolves to the
 * result or null on failure (already toasted, e.g. "Please agree to the terms first" for a new number).
 */
export async function phoneLoginRequest(
  api: ApiClient,
  values: { phone: string; code: string; remember: boolean; agree: boolean },
): Promise<LoginStep | null> {
  const res = await api.call('/v1/user_login_phone_code', {
    phone: values.phone,
    code: values.code,
    remember: values.remember ? '1' : '0',
    agree: values.agree ? '1' : '0',
  });
  return res.code === 200 && res.data ? (res.data as LoginStep) : null;
}

/**
 * Resets the password with a code (purpose reset) sent to the account's e-mail or phone. On success toasts the
 * API's message (or `doneText`, the translated fallback) and resolves to true; failures are already toasted.
 */
export async function resetPasswordRequest(
  api: ApiClient,
  values: { account: string; code: string; password: string; confirm_password: string; totp_code?: string },
  doneText: string,
): Promise<boolean> {
  const res = await api.call('/v1/user_forget_password', values);
  if (res.code !== 200) return false;
  toast.success(res.msg || doneText);
  return true;
}
