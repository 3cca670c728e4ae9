/**
 * The logged-in account of a request, typed as present. Routes behind `app.requireUser` call this
 * instead of asserting `request.user!` (biome/no-request-user-non-null.grit refuses the assertion).
 */
import type { users } from '../db/schema.ts';
import type { SessionOperator } from './operators.ts';
import { ApiError, CODE } from './envelope.ts';

/**
 * The account of a customer session, as `app.requireUser` (plugins/app/auth.ts) sets it on `request.user`: the
 * `users` row and the id of the session the request's token opened.
 */
export type SessionUser = typeof users.$inferSelect & { sessionId: number };

/**
 * @returns `request.user` (set by the `app.requireUser` hook)
 * @throws ApiError 506 'auth.session_expired' when the request carries no session
 *   (spec section 4: the sites send the visitor to the login page)
 */
export function requireUser<U = SessionUser>(request: { user: U | null | undefined }): U {
  const user = request.user;
  if (!user) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
  return user;
}

/**
 * The logged-in operator of a request behind `app.requireOperatorRole(...)`, typed as present.
 * @throws ApiError 506 when the request carries no operator session
 */
export function requireOperator<O = SessionOperator>(request: { operator: O | null | undefined }): O {
  const operator = request.operator;
  if (!operator) throw new ApiError(CODE.SESSION_INVALID, 'auth.session_expired');
  return operator;
}
