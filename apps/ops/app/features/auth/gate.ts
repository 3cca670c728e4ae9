/**
 * Where the console sends a request, given the operator session (pure; used by the root loader):
 * - no operator: every page but /login → `/login?redirect=<path>`;
 * - an operator without two-factor log-in: everything → /two-factor (the API accepts nothing else from them);
 * - an operator with it: /login → the `redirect` target (inside the console) or the dashboard, /two-factor → /.
 * Returns null when the page may render.
 */
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';
import { loginPath } from './session-invalid';

/** The two-factor enrolment page. */
export const TWO_FACTOR_PATH = '/two-factor';

/** See the module docstring. */
export function gateRedirect(url: URL, operator: { totp_enabled: boolean } | null): string | null {
  const onLogin = url.pathname === '/login';
  const onTwoFactor = url.pathname === TWO_FACTOR_PATH;
  if (!operator) return onLogin ? null : loginPath(url.pathname + url.search);
  if (!operator.totp_enabled) return onTwoFactor ? null : TWO_FACTOR_PATH;
  if (onLogin) return safeRedirect(url.searchParams.get('redirect'));
  if (onTwoFactor) return '/';
  return null;
}
