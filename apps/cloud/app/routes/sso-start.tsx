/**
 * /sso/start?return=<IP site>/sso?next=…: hands this site's session to the IP site (one-time code); without a
 * session the visitor goes on to the IP site logged out, so plain links to the IP site can use it too
 * (docs/decisions.md "IP intelligence"). The IP site's log-in goes through /login?redirect=/sso/start?….
 */
import { ssoStartLoader } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/sso-start';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoStartLoader(request, { allowedOrigins: [publicConfig().ipintelUrl] });
}
