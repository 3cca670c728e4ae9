/**
 * Server-side configuration from the environment; `publicConfig()` is what the browser receives (root loader). The
 * variables every site reads (API_URL, PUBLIC_API_URL, PUBLIC_COOKIE_DOMAIN — shared with the cloud site —,
 * PUBLIC_CONSOLE_URL and the PUBLIC_*_URL console targets) are documented in `@lanyun/site-kit/env.server`. The IP
 * tool calls PUBLIC_API_URL from the browser so the API sees the visitor's own address. This site adds:
 *
 * - PUBLIC_CLOUD_URL: the cloud site, for log-in/sign-up and account links (default http://localhost:3000).
 */
import { sitePublicConfig, type SiteEnv, type SitePublicConfig } from '@lanyun/site-kit/env.server';

/** Settings the browser needs. */
export interface PublicConfig extends SitePublicConfig {
  cloudUrl: string;
}

/** Reads {@link PublicConfig} from the environment (defaults suit local development). */
export function publicConfig(env: SiteEnv = process.env): PublicConfig {
  const cloudUrl = (env.PUBLIC_CLOUD_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    ...sitePublicConfig(env, { siteUrl: 'http://localhost:3100', consoleUrl: `${cloudUrl}/user` }),
    cloudUrl,
  };
}
