import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';
import type { AuthResult } from '../api/auth';

/**
 * After a successful log-in or sign-up: put the user in the session so the header shows it (the site's `/api` proxy
 * has already stored the token in the HttpOnly cookie, 30 days with remember-me, spec §9), and go to the `redirect`
 * query parameter or "/".
 */
export function useAuthSuccess() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: AuthResult, _remember?: boolean) => {
    login(result.user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
