/**
 * Server-side configuration from the environment. Only `publicConfig()` reaches the browser (through the root
 * loader); nothing secret belongs in it. The variables every site reads (API_URL, PUBLIC_API_URL,
 * PUBLIC_COOKIE_DOMAIN, PUBLIC_CONSOLE_URL and the PUBLIC_*_URL console targets) are documented in
 * `@lanyun/site-kit/env.server`; this site adds:
 *
 * - PUBLIC_CONSOLE_URL defaults to this site's own account area, /user (instances, phones, cost, team).
 * - PUBLIC_IPINTEL_URL: the IP intelligence site (default http://localhost:3100).
 */
import { sitePublicConfig, type SiteEnv, type SitePublicConfig } from '@lanyun/site-kit/env.server';

/** Settings the browser needs; returned by the root loader. */
export interface PublicConfig extends SitePublicConfig {
  ipintelUrl: string;
}

/** Reads {@link PublicConfig} from the environment (defaults suit local development). */
export function publicConfig(env: SiteEnv = process.env): PublicConfig {
  return {
    ...sitePublicConfig(env, { consoleUrl: '/user', siteUrl: 'http://localhost:3000' }),
    ipintelUrl: env.PUBLIC_IPINTEL_URL ?? 'http://localhost:3100',
  };
}
