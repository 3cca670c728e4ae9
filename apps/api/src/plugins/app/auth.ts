/**
 * Session authentication (spec sections 4, 6, 7): the `token` request header carries the bearer
 * token; the server keeps its SHA-256 with an expiry and a revocation time. A missing, unknown,
 * expired or revoked token on a guarded route answers code 506 ("session invalid"), which sends
 * the site to /login?tp=1. `app.requireUser` is the preHandler guarded routes use; it sets
 * `request.user`. Disabled accounts are treated as logged out. `app.requirePermission(key)` and
 * `app.requireMainAccount` guard sub-account access (services/accounts/permissions.ts);
 * `app.requireStepUp` guards sensitive actions with a recent second factor (services/accounts/two-factor.ts).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../../db/schema.ts';
import { ApiError, CODE } from '../../lib/envelope.ts';
import { labelGuard } from '../../lib/guards.ts';
import type { SessionUser } from '../../lib/require-user.ts';
import { hashToken } from '../../lib/tokens.ts';
import { NO_PERMISSION_MSG, permissionKeys } from '../../modules/team/index.ts';
import { assertSteppedUp, cachedSession } from '../../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler (after requireUser): a sub-account must hold `key`, else code 403. */
    requirePermission: (key: string) => (request: FastifyRequest) => Promise<void>;
    /** preHandler (after requireUser): only a main account, else code 403. */
    requireMainAccount: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler (after requireUser) of sensitive actions: an account with two-factor on must have proved a code
     * on this session within STEP_UP_WINDOW_MS, else code 403 'twofactor.step_up_required'.
     */
    requireStepUp: (request: FastifyRequest) => Promise<void>;
    /** Resolve the session of `token` or null (no error). */
    findSessionUser: (token: string | undefined) => Promise<SessionUser | null>;
  }
}

export default fp(
  async (app, opts: { sessionCacheMs?: number }) => {
    app.decorateRequest('user', null);

    // Every guarded request runs this query: prepared once (the SQL is built here, not per request, and PostgreSQL
    // parses and plans it once per pooled connection: a named statement).
    const sessionQuery = app.db
      .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('lanyun_session_user');

    // Kept per process for ACCOUNT_CACHE_MS (services/accounts/session-cache.ts): account and session writes drop it.
    const ttlMs = opts.sessionCacheMs ?? 0;
    app.decorate('findSessionUser', async (token: string | undefined) => {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const user = await cachedSession(app.db, tokenHash, ttlMs, async () => {
        const row = (await sessionQuery.execute({ tokenHash, now: new Date() }))[0];
        if (!row) return null;
        const value: SessionUser = { ...row.user, sessionId: row.sessionId };
        return { value, userId: row.user.id, sessionId: row.sessionId, expiresAt: row.expiresAt };
      });
      return user && !user.disabled ? user : null;
    });

    app.decorate(
      'requireUser',
      labelGuard(async (request: FastifyRequest) => {
        const header = request.headers.token;
        const user = await app.findSessionUser(Array.isArray(header) ? header[0] : header);
        if (!user) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
        request.user = user;
      }, 'customer'),
    );

    app.decorate('requirePermission', (key: string) =>
      labelGuard(async (request: FastifyRequest) => {
        const user = request.user;
        if (!user) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
        if (user.pid === 0) return;
        if (!(await permissionKeys(app.db, user)).includes(key))
          throw new ApiError(CODE.FORBIDDEN, NO_PERMISSION_MSG, {}, { permission: key });
      }, `permission:${key}`),
    );

    app.decorate(
      'requireStepUp',
      labelGuard(async (request: FastifyRequest) => {
        const user = request.user;
        if (!user) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
        await assertSteppedUp(app.db, user, app.config?.STEP_UP_WINDOW_MS ?? 300_000);
      }, 'step-up'),
    );

    app.decorate(
      'requireMainAccount',
      labelGuard(async (request: FastifyRequest) => {
        if (request.user && request.user.pid !== 0) throw new ApiError(CODE.FORBIDDEN, 'auth.main_account_only');
      }, 'main-account'),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
