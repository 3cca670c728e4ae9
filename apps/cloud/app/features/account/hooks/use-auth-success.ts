import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';
import type { AuthResult } from '../api/auth';

/**
 * After a successful log-in or sign-up: store the token (30 days with remember-me, spec §9), put the user in the
 * session so the header shows it, and go to the `redirect` query parameter or "/".
 */
export function useAuthSuccess() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: AuthResult, remember: boolean) => {
    login(result.token, remember, result.user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
