/**
 * Who may call a route, as data: each guard preHandler (plugins/app/auth.ts, plugins/app/operator-auth.ts) carries a
 * label, a route may name its guard in `config.guard`, and a module's `routes/autohooks.ts` (or a sub-folder's) gives
 * the guard of every route of the folder that names none (`folderGuard`). Labels:
 *
 * - `public`: anyone; `customer`: a customer session (code 506 without one); `main-account`: not a sub-account (403);
 * - `permission:<key>`: a main account, or a sub-account granted `<key>` (403 otherwise; docs/permissions.md);
 * - `step-up`: with two-factor on, a code proved on this session within STEP_UP_WINDOW_MS (403
 *   'twofactor.step_up_required' otherwise): release, the refund request, a password change, issuing an IP API key;
 * - `operator`: an operator session; `operator-role:<role>|<role>`: one of those roles with two-factor log-in set up
 *   (`admin` always passes; 403 otherwise);
 * - `api-key`: the keyed IP API's own key check; `ticket`: a single-use ticket in the URL (the serial console).
 */
import type { FastifyInstance, onRouteHookHandler, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (labels above); set by the route, or by its folder's guard. */
    guard?: string;
  }
}

const LABEL = Symbol.for('lanyun.guard');

/** Marks `fn` (a preHandler) as the guard `label`; returns `fn`. */
export function labelGuard<F extends object>(fn: F, label: string): F {
  (fn as Record<symbol, unknown>)[LABEL] = label;
  return fn;
}

/** The labels of the guard preHandlers among `handlers` (a route's `preHandler`, one function or a list). */
export function guardLabels(handlers: unknown): string[] {
  const list = Array.isArray(handlers) ? handlers : handlers ? [handlers] : [];
  return list.flatMap((h) => {
    const label = (h as Record<symbol, unknown> | null)?.[LABEL];
    return typeof label === 'string' ? [label] : [];
  });
}

/** A route's guard: its `config.guard` when it names one, else its guard preHandlers' labels joined by `+`. */
export function guardOf(route: Pick<RouteOptions, 'config' | 'preHandler'>): string | undefined {
  const named = (route.config as { guard?: string } | undefined)?.guard;
  if (named) return named;
  const labels = guardLabels(route.preHandler);
  return labels.length ? labels.join('+') : undefined;
}

/** The preHandlers that enforce a folder's guard on a route that names none. */
function enforcing(app: FastifyInstance, guard: string): RouteOptions['preHandler'][] {
  if (guard === 'customer') return [app.requireUser];
  if (guard === 'operator') return [app.requireOperator];
  if (guard.startsWith('permission:')) return [app.requireUser, app.requirePermission(guard.slice(11))];
  if (guard.startsWith('operator-role:')) return [app.requireOperatorRole(...(guard.slice(14).split('|') as never[]))];
  return [];
}

/**
 * An `onRoute` hook for a folder (an `autohooks.ts`, or a scope in app.ts): a route whose preHandlers carry no guard and
 * whose config names none gets `guard` — its preHandlers are added in front of the route's own, and `config.guard`
 * records it. A route that needs less names it (`config: { guard: 'public' }`).
 */
export function folderGuard(app: FastifyInstance, guard: string): onRouteHookHandler {
  return (route) => {
    if (guardOf(route)) return;
    const own = Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : [];
    const added = enforcing(app, guard);
    if (added.length) route.preHandler = [...added, ...own] as RouteOptions['preHandler'];
    route.config = { ...route.config, guard } as RouteOptions['config'];
  };
}
