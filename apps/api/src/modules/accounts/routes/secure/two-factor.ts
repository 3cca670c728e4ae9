/**
 * Customers' two-factor log-in (services/accounts/two-factor.ts): /secure/two_factor_status,
 * /secure/two_factor_setup (new secret + otpauth URL), /secure/two_factor_enable (code → 10
 * recovery codes, shown once), /secure/two_factor_disable (code), /secure/two_factor_step_up (code →
 * sensitive actions allowed for STEP_UP_WINDOW_MS on this session), and the log-in's second step
 * /v1/login_two_factor (challenge + code → session).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { statedLang } from '../../../../lib/lang.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { LoginResult } from '../../schemas/account.ts';
import { createSession, profileOf } from '../../services/accounts.ts';
import { userById } from '../../services/profile.ts';
import {
  completeLoginChallenge,
  confirmTwoFactor,
  disableTwoFactor,
  recoveryCodesLeft,
  startTwoFactor,
  stepUp,
} from '../../services/two-factor.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['two-factor'];
const security = [{ token: [] }];
const Code = z
  .string({ error: 'twofactor.code_required' })
  .trim()
  .min(1, 'twofactor.code_required')
  .max(20)
  .describe('A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx)');

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/secure/two_factor_status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether two-factor log-in is on, and how many recovery codes are unused',
        security,
        response: { 200: envelope(z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const fresh = await userById(db, user.id);
      return ok({
        enabled: fresh?.totpEnabled === true,
        recovery_codes_left: fresh?.totpEnabled ? await recoveryCodesLeft(db, user.id) : 0,
      });
    },
  );

  app.post(
    '/secure/two_factor_setup',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Begin set-up: a new TOTP secret and its otpauth:// URL (for the QR code); shown this once',
        security,
        response: { 200: envelope(z.object({ secret: z.string(), uri: z.string() })) },
      },
    },
    async (request) => ok(await startTwoFactor(db, requireUser(request))),
  );

  app.post(
    '/secure/two_factor_enable',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turn two-factor log-in on with a code from the app; answers the 10 recovery codes, shown once',
        security,
        ...form,
        body: z.object({ code: Code }),
        response: { 200: envelope(z.object({ recovery_codes: z.array(z.string()) })) },
      },
    },
    async (request) =>
      ok({ recovery_codes: await confirmTwoFactor(db, requireUser(request), request.body.code) }, 'twofactor.enabled'),
  );

  app.post(
    '/secure/two_factor_disable',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turn two-factor log-in off; needs a current code or a recovery code',
        security,
        ...form,
        body: z.object({ code: Code }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await disableTwoFactor(db, requireUser(request), request.body.code);
      return ok(null, 'twofactor.disabled');
    },
  );

  app.post(
    '/secure/two_factor_step_up',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Prove the second factor on this session: release, refund, password change and IP API keys are then allowed for valid_for seconds',
        security,
        ...form,
        body: z.object({ code: Code }),
        response: { 200: envelope(z.object({ valid_for: z.number().int().describe('Seconds') })) },
      },
    },
    async (request) => {
      await stepUp(db, requireUser(request), request.body.code);
      return ok({ valid_for: Math.floor(app.config.STEP_UP_WINDOW_MS / 1000) }, 'twofactor.confirmed');
    },
  );

  app.post(
    '/v1/login_two_factor',
    {
      config: { guard: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "The log-in's second step: the challenge from /v1/phone_login or /v1/user_login_phone_code and a code (5 tries)",
        ...form,
        body: z.object({ challenge: z.string().min(1).max(100), code: Code }),
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => {
      const { userId, remember } = await completeLoginChallenge(db, request.body.challenge, request.body.code);
      const user = await userById(db, userId);
      const s = await createSession(db, userId, {
        remember,
        clientIp: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        lang: statedLang(request),
        secondFactor: true,
      });
      return ok({ token: s.token, expires_in: s.expiresIn, user: await profileOf(db, user) }, 'done.logged_in');
    },
  );
};

export default routes;
