/**
 * Operator log-in with two-factor codes: POST /ops/login (password + TOTP code, throttled like
 * customer log-in), /ops/me, /ops/logout, and the two-factor enrolment /ops/totp/setup (a new
 * secret and otpauth URL, shown once) and /ops/totp/enable (confirm with a first code). An
 * operator without two-factor set up gets a session that only these calls accept.
 */
import argon2 from 'argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { openStored } from '../../../../lib/secrets-box.ts';
import { newToken } from '../../../../lib/tokens.ts';
import { OPERATOR_SESSION_SECONDS } from '../../../../plugins/app/operator-auth.ts';
import { LoginResult, OperatorView, TotpSetup } from '../../schemas/ops.ts';
import { LoginLockedError, throttledOperatorLogin } from '../../../accounts/index.ts';
import { auditLoginFailure, type LoginFailure } from '../../services/audit.ts';
import {
  claimTotpStep,
  enableTotp,
  findOperatorByEmail,
  type OperatorRow,
  openOperatorSession,
  operatorView,
  revokeOperatorSession,
  storeTotpSecret,
} from '../../services/operators.ts';
import { checkTotp, newTotpSecret, totpUri } from '../../../accounts/index.ts';
import { requireOperator } from '../../../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'form.totp_digits');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/login',
    {
      config: { guard: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Operator log-in: e-mail, password and the 6-digit code of the authenticator app (12-hour session)',
        description:
          'An operator with two-factor log-in set up must send `code`: without it the right password answers 400 with `data.totp_required` (not counted as a failure); a wrong code is refused (400, `data.totp_required`) and counts as a failed log-in. Each code is accepted once. Five failures lock the account from that address for 15 minutes (429); after failures from several addresses the password is checked only once a valid code is sent. An operator without two-factor log-in gets a session limited to /ops/me, /ops/totp/setup, /ops/totp/enable and /ops/logout.',
        ...form,
        body: z.object({
          email: z.string().trim().min(1).max(254),
          password: z.string().min(1).max(128),
          code: z.string().trim().max(10).optional(),
        }),
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => {
      const { email, password, code } = request.body;
      const tried = email.toLowerCase();
      const needCode = () => new ApiError(CODE.BAD_REQUEST, 'ops.totp_enter', {}, { totp_required: true });
      const badCode = () => new ApiError(CODE.BAD_REQUEST, 'ops.totp_used', {}, { totp_required: true });
      let failure: { reason: LoginFailure; operatorId?: number } | null = null;
      const fail = (reason: LoginFailure, err: ApiError, operatorId?: number) => {
        failure = { reason, operatorId };
        return err;
      };
      let op: OperatorRow;
      try {
        // One counted attempt per request, before the password is checked; locks per account and address
        // (services/accounts/login-throttle.ts `throttledOperatorLogin`).
        op = await throttledOperatorLogin(
          app.counters,
          `ops:${tried}`,
          request.ip,
          async ({ accountLocked }) => {
            const row = await findOperatorByEmail(app.db, tried);
            if (accountLocked) {
              // Failures from many addresses: the password is checked only after a valid one-time code, so the owner
              // still logs in with the authenticator app and a guessed password alone is never tried.
              if (!row?.totpEnabled || row.disabled) throw new LoginLockedError(accountLocked, 'account');
              if (!code) throw needCode();
              const step = await checkTotp(openStored(row.totpSecret!, row.totpKeyId), code, row.totpLastStep);
              if (step === null) throw fail('wrong code', badCode(), row.id);
              if (!(await claimTotpStep(app.db, row.id, step))) throw fail('wrong code', badCode(), row.id);
              if (!(await argon2.verify(row.passwordHash, password)))
                throw fail('wrong password', new ApiError(CODE.BAD_REQUEST, 'auth.incorrect_login'), row.id);
              return row;
            }
            if (!row) {
              await argon2.hash(password, { type: argon2.argon2id }); // comparable time for unknown accounts
              throw fail('unknown account', new ApiError(CODE.BAD_REQUEST, 'auth.incorrect_login'));
            }
            const passwordOk = await argon2.verify(row.passwordHash, password);
            if (!passwordOk)
              throw fail('wrong password', new ApiError(CODE.BAD_REQUEST, 'auth.incorrect_login'), row.id);
            if (row.disabled)
              throw fail('account disabled', new ApiError(CODE.BAD_REQUEST, 'auth.incorrect_login'), row.id);
            if (row.totpEnabled) {
              // The console's first step sends no code: the right password then only asks for it, neither counting as
              // a failed log-in nor clearing earlier failures (which would allow unlimited code guesses).
              if (!code) throw needCode();
              const step = await checkTotp(openStored(row.totpSecret!, row.totpKeyId), code, row.totpLastStep);
              if (step === null) throw fail('wrong code', badCode(), row.id);
              // Conditional update: two concurrent log-ins with the same code cannot both pass.
              const claimed = await claimTotpStep(app.db, row.id, step);
              if (!claimed) throw fail('wrong code', badCode(), row.id);
            }
            return row;
          },
          { isFailure: (err) => failure !== null && err instanceof ApiError },
        );
      } catch (err) {
        if (err instanceof LoginLockedError) failure = { reason: 'locked' };
        // Written on its own, outside any transaction, so the record stays although the request fails.
        if (failure)
          await auditLoginFailure(app.db, {
            email: tried,
            clientIp: request.ip,
            ...(failure as { reason: LoginFailure; operatorId?: number }),
          });
        throw err;
      }
      const token = newToken();
      await openOperatorSession(app.db, op, token, OPERATOR_SESSION_SECONDS, request.ip);
      return ok({ token, expires_in: OPERATOR_SESSION_SECONDS, operator: operatorView(op) });
    },
  );

  app.post(
    '/ops/me',
    {
      preHandler: app.requireOperator,
      schema: { tags, summary: 'The logged-in operator', security, response: { 200: envelope(OperatorView) } },
    },
    async (request) => ok(operatorView(requireOperator(request))),
  );

  app.post(
    '/ops/logout',
    {
      preHandler: app.requireOperator,
      schema: { tags, summary: 'Operator log-out', security, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await revokeOperatorSession(app.db, requireOperator(request).sessionId);
      return ok(null);
    },
  );

  app.post(
    '/ops/totp/setup',
    {
      preHandler: app.requireOperator,
      schema: {
        tags,
        summary:
          'Start two-factor enrolment: a new secret and otpauth URL (shown once; only while two-factor log-in is not set up)',
        security,
        response: { 200: envelope(TotpSetup) },
      },
    },
    async (request) => {
      const op = requireOperator(request);
      if (op.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'ops.totp_already_reset');
      const secret = newTotpSecret();
      await storeTotpSecret(app.db, op.id, secret);
      return ok({ secret, otpauth_url: totpUri(op.email, secret) });
    },
  );

  app.post(
    '/ops/totp/enable',
    {
      preHandler: app.requireOperator,
      schema: {
        tags,
        summary: 'Finish two-factor enrolment with the first code from the authenticator app',
        security,
        ...form,
        body: z.object({ code: Code }),
        response: { 200: envelope(OperatorView) },
      },
    },
    async (request) => {
      const op = requireOperator(request);
      if (op.totpEnabled) throw new ApiError(CODE.BAD_REQUEST, 'ops.totp_already');
      if (!op.totpSecret) throw new ApiError(CODE.BAD_REQUEST, 'ops.totp_start');
      const step = await checkTotp(openStored(op.totpSecret, op.totpKeyId), request.body.code, null);
      if (step === null) throw new ApiError(CODE.BAD_REQUEST, 'ops.totp_incorrect');
      const updated = await enableTotp(app.db, op.id, step, request.ip);
      return ok(operatorView(updated), 'done.totp_on');
    },
  );
};

export default routes;
