/** /sso?code=…&next=/page: trades a one-time code from the cloud site for a session on this domain. */
import { ssoExchangeLoader } from '@lanyun/site-kit/sso.server';
import type { Route } from './+types/sso';
import { publicConfig } from '../lib/env.server';

export function loader({ request }: Route.LoaderArgs) {
  return ssoExchangeLoader(request, { cookieDomain: publicConfig().cookieDomain });
}
