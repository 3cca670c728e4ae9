/**
 * Sign-up, log-in, profile and log-out (spec sections 2, 4, 5, 7; issue "Foundation" item 3).
 * Paths are the spec's: /v1/user_regis, /v1/phone_login (account + password log-in),
 * /personal_center/user_info, /secure/user_logout, /v1/message_count, /team/user_rule_list.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../db/schema.ts';
import { envelope, ok } from '../lib/envelope.ts';
import { LoginBody, LoginResult, RegisterBody, RuleList, User } from '../schemas/account.ts';
import { createSession, registerUser, revokeSession, toUserDto, verifyLogin } from '../services/accounts.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/user_regis',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['account'], summary: 'Sign up with e-mail and password', ...form, body: RegisterBody, response: { 200: envelope(LoginResult) } },
    },
    async (request) => {
      const user = await registerUser(app.db, request.body);
      const session = await createSession(app.db, user.id, { remember: false, clientIp: request.ip, userAgent: request.headers['user-agent'] });
      return ok({ token: session.token, expires_in: session.expiresIn, user: toUserDto(user) }, 'Registered');
    },
  );

  app.post(
    '/v1/phone_login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['account'], summary: 'Log in with e-mail or phone and password', ...form, body: LoginBody, response: { 200: envelope(LoginResult) } },
    },
    async (request) => {
      const { account, password, remember } = request.body;
      const user = await verifyLogin(app.db, account, password);
      const session = await createSession(app.db, user.id, { remember: remember === true, clientIp: request.ip, userAgent: request.headers['user-agent'] });
      return ok({ token: session.token, expires_in: session.expiresIn, user: toUserDto(user) }, 'Logged in');
    },
  );

  app.post(
    '/personal_center/user_info',
    { preHandler: app.requireUser, schema: { tags: ['account'], summary: 'Profile of the logged-in user', security: [{ token: [] }], response: { 200: envelope(User) } } },
    async (request) => ok(toUserDto(request.user!)),
  );

  app.post(
    '/secure/user_logout',
    { preHandler: app.requireUser, schema: { tags: ['account'], summary: 'Log out: revoke this session', security: [{ token: [] }], response: { 200: envelope(z.null()) } } },
    async (request) => {
      await revokeSession(app.db, request.user!.sessionId);
      return ok(null, 'Logged out');
    },
  );

  app.post(
    '/v1/message_count',
    { preHandler: app.requireUser, schema: { tags: ['messages'], summary: 'Unread message count', security: [{ token: [] }], response: { 200: envelope(z.object({ count: z.number().int() })) } } },
    async (request) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, request.user!.id), isNull(messages.readAt)));
      return ok({ count: Number(row?.n ?? 0) });
    },
  );

  app.post(
    '/team/user_rule_list',
    { preHandler: app.requireUser, schema: { tags: ['team'], summary: 'Permission rules of the logged-in user', security: [{ token: [] }], response: { 200: envelope(RuleList) } } },
    async () => {
      // Sub-account permission rules come with the team feature; until then no rule is granted.
      return ok({ personal_center_rule_list: [], cost_rule_list: [], control_rule_list: [] });
    },
  );
};

export default routes;
