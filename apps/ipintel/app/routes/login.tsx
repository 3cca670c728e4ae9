/**
 * /login?next=/page: log-in lives on the cloud site (one account for both sites). A visitor with a session here goes
 * straight to `next`; otherwise the handoff starts here (a `state` cookie) and goes through the cloud site's log-in
 * (tp=2: sign-up), which hands the session back through /sso (docs/decisions/0009-ip-intelligence.md).
 */
import { redirect } from 'react-router';
import { requestToken } from '@lanyun/session/server';
import { beginHandoff } from '@lanyun/site-kit/sso.server';
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';
import type { Route } from './+types/login';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get('next') ?? '/dashboard');
  if (requestToken(request) && url.searchParams.get('force') !== '1') throw redirect(next);
  throw beginHandoff(request, {
    sisterUrl: publicConfig().cloudUrl,
    next,
    login: url.searchParams.get('tp') === '2' ? 2 : 1,
  });
}
