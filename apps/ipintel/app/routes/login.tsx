/**
 * /login?next=/page: log-in lives on the cloud site (one account for both sites). A visitor with a session here goes
 * straight to `next`; otherwise to the cloud site's log-in, which hands the session back through /sso.
 */
import { redirect } from 'react-router';
import { requestToken } from '@lanyun/session/server';
import { safePath } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/login';
import { cloudLoginHref } from '@lanyun/site-kit/sso-links';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safePath(url.searchParams.get('next') ?? '/dashboard');
  if (requestToken(request) && url.searchParams.get('force') !== '1') throw redirect(next);
  throw redirect(cloudLoginHref(publicConfig().cloudUrl, url.origin, next, url.searchParams.get('tp') === '2' ? 2 : 1));
}
