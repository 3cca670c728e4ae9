/**
 * Sign-up, log-in in its forms, verification codes, password recovery, log-out and session
 * lifetime (spec sections 4, 5, 7, 9; issues "Foundation" and "Accounts").
 * Paths are the spec's: /v1/user_regis, /v1/phone_login (account + password),
 * /v1/user_login_phone_code (phone + SMS code), /v1/send_sms_code, /v1/send_email_code,
 * /v1/user_forget_password, /secure/user_logout, /secure/update_token_expiration_time.
 */
import { messageLang, statedLang } from '../../../../lib/lang.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { normalizePhone } from '@lanyun/validators/phone';
import {
  CodeSent,
  ForgetPasswordBody,
  LoginBody,
  LoginResult,
  LoginStep,
  PhoneCodeLoginBody,
  RegisterBody,
  SendEmailCodeBody,
  SendSmsCodeBody,
  TokenExpirationBody,
} from '../../schemas/account.ts';
import {
  accountKey,
  createSession,
  extendSession,
  findUserByAccount,
  isTermsRequired,
  loginOrRegisterByPhone,
  termsRequired,
  profileOf,
  registerUser,
  revokeSession,
  setPassword,
  toUserDto,
  verifyLogin,
} from '../../services/accounts.ts';
import { consumeCode, sendCode } from '../../services/codes.ts';
import { revokeConsoleTickets } from '../../../instances/index.ts';
import { revokePhoneTickets } from '../../../phones/index.ts';
import { throttledLogin } from '../../services/login-throttle.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { createLoginChallenge, useSecondFactor } from '../../services/two-factor.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['auth'];

/** @throws ApiError 400 'auth.phone_invalid' */
function phoneOrThrow(text: string): string {
  const phone = normalizePhone(text);
  if (!phone) throw new ApiError(CODE.BAD_REQUEST, 'auth.phone_invalid');
  return phone;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    counters: app.counters,
    messaging: app.messaging,
    resendIntervalMs: app.config.CODE_RESEND_INTERVAL_MS,
  });
  const sessionFor = async (
    userId: number,
    remember: boolean,
    request: { ip: string; headers: Record<string, unknown> },
  ) => {
    const s = await createSession(app.db, userId, {
      remember,
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      lang: statedLang(request),
    });
    return { token: s.token, expires_in: s.expiresIn };
  };
  /** A session, or for an account with two-factor on the challenge of the second step (no session yet). */
  const sessionOrChallenge = async (
    user: Parameters<typeof profileOf>[1],
    remember: boolean,
    request: { ip: string; headers: Record<string, unknown> },
  ) => {
    if (user.totpEnabled)
      return ok(
        { two_factor: true as const, challenge: await createLoginChallenge(app.db, user.id, remember) },
        'twofactor.code_required',
      );
    return ok(
      { ...(await sessionFor(user.id, remember, request)), user: await profileOf(app.db, user) },
      'done.logged_in',
    );
  };

  app.post(
    '/v1/user_regis',
    {
      config: { guard: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Sign up with e-mail and password, proving the address with a code (/v1/send_email_code, purpose register)',
        ...form,
        body: RegisterBody,
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      // The address is proved by the code sent to it (purpose register); a taken address is refused before the code is used.
      await consumeCode(
        app.db,
        { target: email, purpose: 'register', code: request.body.code },
        {
          beforeConsume: async () => {
            if (await findUserByAccount(app.db, { email })) throw new ApiError(CODE.BAD_REQUEST, 'auth.email_taken');
          },
        },
      );
      const user = await registerUser(app.db, request.body);
      return ok({ ...(await sessionFor(user.id, false, request)), user: toUserDto(user) }, 'done.registered');
    },
  );

  app.post(
    '/v1/phone_login',
    {
      config: { guard: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Log in with e-mail or phone and password (throttled per account and address); with two-factor on, answers a challenge for /v1/login_two_factor',
        ...form,
        body: LoginBody,
        response: { 200: envelope(LoginStep) },
      },
    },
    async (request) => {
      const { account, password, remember } = request.body;
      const user = await throttledLogin(app.counters, accountKey(account), request.ip, () =>
        verifyLogin(app.db, account, password),
      );
      return sessionOrChallenge(user, remember === true, request);
    },
  );

  app.post(
    '/v1/send_sms_code',
    {
      config: { guard: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS (one per 60 s per number, 10 a day)',
        ...form,
        body: SendSmsCodeBody,
        response: { 200: envelope(CodeSent) },
      },
    },
    async (request) =>
      ok(
        await sendCode(deps(), {
          channel: 'sms',
          target: phoneOrThrow(request.body.phone),
          purpose: request.body.purpose,
          lang: messageLang(request),
        }),
        'done.code_sent',
      ),
  );

  app.post(
    '/v1/send_email_code',
    {
      config: { guard: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a 6-digit code by e-mail (one per 60 s per address, 10 a day)',
        ...form,
        body: SendEmailCodeBody,
        response: { 200: envelope(CodeSent) },
      },
    },
    async (request) =>
      ok(
        await sendCode(deps(), {
          channel: 'email',
          target: request.body.email.toLowerCase(),
          purpose: request.body.purpose,
          lang: messageLang(request),
        }),
        'done.code_sent',
      ),
  );

  app.post(
    '/v1/user_login_phone_code',
    {
      config: { guard: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Log in (or sign up, with `agree`) with phone and SMS code (purpose login); with two-factor on, answers a challenge for /v1/login_two_factor',
        ...form,
        body: PhoneCodeLoginBody,
        response: { 200: envelope(LoginStep) },
      },
    },
    async (request) => {
      const phone = phoneOrThrow(request.body.phone);
      const agreed = request.body.agree === true;
      const user = await throttledLogin(
        app.counters,
        phone,
        request.ip,
        async () => {
          // A new number needs the terms agreed; that refusal leaves the code usable for the retry with the box ticked.
          await consumeCode(
            app.db,
            { target: phone, purpose: 'login', code: request.body.code },
            {
              beforeConsume: async () => {
                if (!agreed && !(await findUserByAccount(app.db, { phone }))) throw termsRequired();
              },
            },
          );
          return loginOrRegisterByPhone(app.db, phone, { agreed });
        },
        { isFailure: (err) => err instanceof ApiError && err.code === CODE.BAD_REQUEST && !isTermsRequired(err) },
      );
      return sessionOrChallenge(user, request.body.remember === true, request);
    },
  );

  app.post(
    '/v1/user_forget_password',
    {
      config: { guard: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Reset the password with a code (purpose reset) sent to the account e-mail or phone; with two-factor on, also totp_code',
        ...form,
        body: ForgetPasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { account, code, password, totp_code } = request.body;
      const byEmail = account.includes('@');
      const target = byEmail ? account.toLowerCase() : phoneOrThrow(account);
      const user = await findUserByAccount(app.db, byEmail ? { email: target } : { phone: target });
      await consumeCode(
        app.db,
        { target, purpose: 'reset', code },
        {
          // With two-factor on, a reset needs the second factor too; a missing one leaves the e-mail/SMS code usable.
          beforeConsume: async () => {
            if (!user?.totpEnabled) return;
            if (!totp_code) throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_required', {}, { two_factor: true });
            if (!(await useSecondFactor(app.db, user.id, totp_code)))
              throw new ApiError(CODE.BAD_REQUEST, 'twofactor.code_incorrect', {}, { two_factor: true });
          },
        },
      );
      if (!user) throw new ApiError(CODE.BAD_REQUEST, 'auth.no_such_login');
      await setPassword(app.db, user.id, password);
      return ok(null, 'done.password_reset');
    },
  );

  app.post(
    '/secure/user_logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Log out: revoke this session and the console and cloud-phone tickets not used yet',
        security: [{ token: [] }],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { sessionId, id } = requireUser(request);
      await revokeSession(app.db, sessionId, id);
      // A console ticket issued before log-out must not open the console after it.
      await revokeConsoleTickets(app.db, id);
      await revokePhoneTickets(app.db, id);
      return ok(null, 'done.logged_out');
    },
  );

  app.post(
    '/secure/update_token_expiration_time',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set this session to 7 days, or 30 with remember-me, from now',
        security: [{ token: [] }],
        ...form,
        body: TokenExpirationBody,
        response: { 200: envelope(z.object({ expires_in: z.number().int() })) },
      },
    },
    async (request) => {
      const { sessionId, id } = requireUser(request);
      const ttl = await extendSession(app.db, sessionId, id, request.body.remember);
      return ok({ expires_in: ttl });
    },
  );
};

export default routes;
