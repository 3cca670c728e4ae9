/**
 * /sso/start?next=/page: starts a handoff of the cloud site's session into this site (a `state` cookie, then the
 * cloud site's /sso/code, back to /sso); a visitor without a session there arrives here as they were
 * (docs/decisions/0009-ip-intelligence.md).
 */
import { ssoStartLoader } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/sso-start';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoStartLoader(request, { sisterUrl: publicConfig().cloudUrl });
}
