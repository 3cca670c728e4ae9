/**
 * /sso?next=/page&state=…&code=…: trades a one-time code from the cloud site for a session on this domain, only
 * when `state` matches the handoff this browser started (docs/decisions/0009-ip-intelligence.md); a code it did not
 * ask for renders the refusal page (HTTP 403) and leaves the session as it was.
 */
import { ssoExchangeLoader } from '@lanyun/site-kit/sso.server';
import { SsoRefused } from '@lanyun/site-kit/sso-refused';
import type { Route } from './+types/sso';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoExchangeLoader(request, { cookieDomain: publicConfig().cookieDomain });
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function SsoRoute({ loaderData }: Route.ComponentProps) {
  return <SsoRefused next={loaderData.next} />;
}
