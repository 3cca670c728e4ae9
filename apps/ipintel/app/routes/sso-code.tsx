/**
 * /sso/code?return=<cloud site>/sso?next=…&state=…: hands this site's session to the cloud site, which started
 * the handoff, as a one-time code (docs/decisions/0009-ip-intelligence.md).
 */
import { ssoCodeLoader } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/sso-code';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoCodeLoader(request, { allowedOrigins: [publicConfig().cloudUrl] });
}
