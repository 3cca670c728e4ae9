/**
 * The customer's profile and account security (spec section 7; issue "Accounts"):
 * /personal_center/user_info, /v1/perfect_user_info, /v1/industry_list, and the /secure/* calls
 * to change password, e-mail and phone. Changing the password revokes every other session.
 */
import argon2 from 'argon2';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { normalizePhone } from '@lanyun/validators/phone';
import {
  ChangeEmailBody,
  ChangePasswordPhoneBody,
  ChangePasswordVerifyBody,
  ChangePhoneBody,
  INDUSTRY_KEYS,
  industryIn,
  PerfectUserInfoBody,
  User,
  VerifyPhoneBody,
} from '../../schemas/account.ts';
import { findUserByAccount, profileOf, setPassword } from '../../services/accounts.ts';
import { changeContact, updateProfile, userById } from '../../services/profile.ts';
import { consumeCode } from '../../services/codes.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { messageFor, messageLang } from '../../../../lib/lang.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['profile'];
const security = [{ token: [] }];
/** How long a verified current phone allows setting a new one. */
const PHONE_CHANGE_WINDOW_MS = 10 * 60_000;

/** A profile with its industry in the request's language (as /v1/industry_list lists them). */
function localProfile<P extends { industry?: string | null }>(request: FastifyRequest, p: P): P {
  return p.industry ? { ...p, industry: industryIn(messageLang(request), p.industry) } : p;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  /** Set a new password and revoke the user's other sessions, keeping the current one. */
  const changePassword = (userId: number, sessionId: number, password: string) =>
    setPassword(db, userId, password, sessionId);

  app.post(
    '/personal_center/user_info',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Profile of the logged-in user', security, response: { 200: envelope(User) } },
    },
    async (request) => ok(localProfile(request, await profileOf(db, requireUser(request)))),
  );

  app.post(
    '/v1/industry_list',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Industries for the profile form', response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => ok(INDUSTRY_KEYS.map((k) => messageFor(request, k))),
  );

  app.post(
    '/v1/perfect_user_info',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Complete the profile: name, company, industry',
        security,
        ...form,
        body: PerfectUserInfoBody,
        response: { 200: envelope(User) },
      },
    },
    async (request) => {
      const { name, company, industry } = request.body;
      const updated = await updateProfile(db, requireUser(request).id, { name, company, industry });
      return ok(localProfile(request, await profileOf(db, updated)), 'done.saved');
    },
  );

  app.post(
    '/secure/user_update_password_verify',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      schema: {
        tags,
        summary: 'Change the password, confirming the current one',
        security,
        ...form,
        body: ChangePasswordVerifyBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await argon2.verify(user.passwordHash, request.body.old_password)))
        throw new ApiError(CODE.BAD_REQUEST, 'profile.password_incorrect');
      await changePassword(user.id, user.sessionId, request.body.password);
      return ok(null, 'done.password_changed');
    },
  );

  app.post(
    '/secure/user_update_password_phone',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      schema: {
        tags,
        summary: 'Change the password with an SMS code (purpose verify) sent to the account phone',
        security,
        ...form,
        body: ChangePasswordPhoneBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.phone) throw new ApiError(CODE.BAD_REQUEST, 'profile.bind_phone_first');
      await consumeCode(db, { target: user.phone, purpose: 'verify', code: request.body.code });
      await changePassword(user.id, user.sessionId, request.body.password);
      return ok(null, 'done.password_changed');
    },
  );

  app.post(
    '/secure/user_update_email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the e-mail with a code (purpose change_email) sent to the new address',
        security,
        ...form,
        body: ChangeEmailBody,
        response: { 200: envelope(User) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const email = request.body.email.toLowerCase();
      const other = await findUserByAccount(db, { email });
      if (other && other.id !== user.id) throw new ApiError(CODE.BAD_REQUEST, 'auth.email_taken');
      await consumeCode(db, { target: email, purpose: 'change_email', code: request.body.code });
      return ok(
        await profileOf(db, await changeContact(db, await userById(db, user.id), { email })),
        'done.email_changed',
      );
    },
  );

  app.post(
    '/secure/user_update_phone_verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Step 1 of a phone change: confirm the current phone with a code (purpose verify)',
        security,
        ...form,
        body: VerifyPhoneBody,
        response: { 200: envelope(z.object({ valid_for: z.number().int() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.phone) throw new ApiError(CODE.BAD_REQUEST, 'profile.no_phone_bound');
      await consumeCode(db, { target: user.phone, purpose: 'verify', code: request.body.code });
      await app.counters.hit(`phone-change-ok:${user.id}`, PHONE_CHANGE_WINDOW_MS);
      return ok({ valid_for: PHONE_CHANGE_WINDOW_MS / 1000 });
    },
  );

  app.post(
    '/secure/user_update_phone',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Step 2: bind the new phone with a code (purpose change_phone) sent to it',
        security,
        ...form,
        body: ChangePhoneBody,
        response: { 200: envelope(User) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw new ApiError(CODE.BAD_REQUEST, 'auth.phone_invalid');
      if (user.phone && (await app.counters.peek(`phone-change-ok:${user.id}`)).count === 0) {
        throw new ApiError(CODE.BAD_REQUEST, 'profile.confirm_current_phone');
      }
      const other = await findUserByAccount(db, { phone });
      if (other && other.id !== user.id) throw new ApiError(CODE.BAD_REQUEST, 'profile.phone_taken');
      await consumeCode(db, { target: phone, purpose: 'change_phone', code: request.body.code });
      const changed = await changeContact(db, await userById(db, user.id), { phone });
      await app.counters.reset(`phone-change-ok:${user.id}`);
      return ok(await profileOf(db, changed), 'done.phone_changed');
    },
  );
};

export default routes;
