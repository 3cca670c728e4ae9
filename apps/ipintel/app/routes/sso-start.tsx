/** /sso/start?return=<cloud site>/sso?next=…: hands this site's session to the cloud site (one-time code). */
import { ssoStartLoader } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/sso-start';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoStartLoader(request, { allowedOrigins: [publicConfig().cloudUrl] });
}
