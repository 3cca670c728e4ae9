/**
 * Server-side configuration of the operator console, from the environment; `publicConfig()` is what the browser
 * receives (root loader). Nothing secret belongs in it.
 *
 * - API_URL: API origin for the root loader's operator check (default http://127.0.0.1:8080).
 * - PUBLIC_API_URL: API origin the browser calls (default http://127.0.0.1:8080; the API must allow this site's
 *   origin in CORS_ORIGINS).
 * - PUBLIC_CLOUD_URL: the cloud site, for "view on the site" links (default http://localhost:3000).
 */
import { DEFAULT_API_URL, type SiteEnv } from '@lanyun/site-kit/env.server';

/** Settings the console's browser code needs. */
export interface OpsPublicConfig {
  apiUrl: string;
  cloudUrl: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** Reads {@link OpsPublicConfig} from the environment (defaults suit local development). */
export function publicConfig(env: SiteEnv = process.env): OpsPublicConfig {
  return {
    apiUrl: trim(env.PUBLIC_API_URL ?? DEFAULT_API_URL),
    cloudUrl: trim(env.PUBLIC_CLOUD_URL ?? 'http://localhost:3000'),
  };
}
