import { sisterPageHref } from '@lanyun/site-kit/sso-links';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root-data';

/**
 * A page (`path`) of the IP intelligence site, whose address is configuration (PUBLIC_IPINTEL_URL), reached through
 * its `/sso/start` so a logged-in customer arrives logged in there.
 */
export function useIpintelHref(path = '/'): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return sisterPageHref(root?.config.ipintelUrl ?? 'http://localhost:3100', path);
}
