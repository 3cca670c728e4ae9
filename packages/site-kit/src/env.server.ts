/**
 * Server-side configuration every site reads from the environment. Only the public part reaches the browser
 * (through the root loader); nothing secret belongs in it. Each site extends {@link SitePublicConfig} with its own
 * fields (e.g. the other site's URL).
 *
 * - API_URL: API origin used by server loaders (default http://127.0.0.1:8080).
 * - PUBLIC_API_URL: API origin used by the browser (default http://127.0.0.1:8080).
 * - PUBLIC_SITE_URL: this site's public origin, for canonical links, Open Graph and the sitemap (default: the
 *   site's local development origin).
 * - PUBLIC_COOKIE_DOMAIN: site cookie domain for the session cookies (default: host-only).
 * - PUBLIC_CONSOLE_URL: base of the customer console links (default: the cloud site's account area,
 *   http://localhost:3000/user, where the instance, phone, cost and team pages live).
 * - PUBLIC_SERVER_CONSOLE_URL, PUBLIC_PHONE_CONSOLE_URL, PUBLIC_INSTANCE_LIST_URL, PUBLIC_COST_CENTER_URL,
 *   PUBLIC_INSTANCE_CENTER_URL, PUBLIC_ACCESS_MANAGEMENT_URL: each console target on its own (spec §2 names them
 *   without addresses): <console>/instances, /phones, /instances, /cost, /instances and /team by default.
 */

/** The environment variables read here (`process.env` by default). */
export type SiteEnv = Record<string, string | undefined>;

/** Default API origin, for the server and the browser alike. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8080';
/** Default base of the customer console links: the cloud site's account area. */
export const DEFAULT_CONSOLE_URL = 'http://localhost:3000/user';

/** API origin for server-side calls (API_URL). */
export function serverApiUrl(env: SiteEnv = process.env): string {
  return env.API_URL ?? DEFAULT_API_URL;
}

/** The header's and user menu's external console targets. */
export interface ConsoleLinks {
  serverConsole: string;
  phoneConsole: string;
  instanceList: string;
  costCenter: string;
  instanceCenter: string;
  accessManagement: string;
}

/** Settings every site's browser needs; returned by the root loader. */
export interface SitePublicConfig {
  apiUrl: string;
  /** This site's public origin (PUBLIC_SITE_URL). */
  siteUrl: string;
  cookieDomain: string | null;
  links: ConsoleLinks;
}

/** Per-site defaults of {@link sitePublicConfig}. */
export interface SitePublicConfigDefaults {
  /** Default of PUBLIC_CONSOLE_URL (the cloud site passes its own relative `/user`). */
  consoleUrl?: string;
  /** Default of PUBLIC_SITE_URL (the site's local development origin). */
  siteUrl?: string;
}

/** Reads {@link SitePublicConfig} from the environment (defaults suit local development). */
export function sitePublicConfig(
  env: SiteEnv = process.env,
  defaults: SitePublicConfigDefaults = {},
): SitePublicConfig {
  const consoleBase = (env.PUBLIC_CONSOLE_URL ?? defaults.consoleUrl ?? DEFAULT_CONSOLE_URL).replace(/\/+$/, '');
  return {
    apiUrl: env.PUBLIC_API_URL ?? DEFAULT_API_URL,
    siteUrl: env.PUBLIC_SITE_URL ?? defaults.siteUrl ?? 'http://localhost:3000',
    cookieDomain: env.PUBLIC_COOKIE_DOMAIN || null,
    links: {
      serverConsole: env.PUBLIC_SERVER_CONSOLE_URL ?? `${consoleBase}/instances`,
      phoneConsole: env.PUBLIC_PHONE_CONSOLE_URL ?? `${consoleBase}/phones`,
      instanceList: env.PUBLIC_INSTANCE_LIST_URL ?? `${consoleBase}/instances`,
      costCenter: env.PUBLIC_COST_CENTER_URL ?? `${consoleBase}/cost`,
      instanceCenter: env.PUBLIC_INSTANCE_CENTER_URL ?? `${consoleBase}/instances`,
      accessManagement: env.PUBLIC_ACCESS_MANAGEMENT_URL ?? `${consoleBase}/team`,
    },
  };
}

/**
 * Whether the session cookies get `Secure`: SESSION_COOKIE_SECURE `1`/`0` when set, else in production
 * (NODE_ENV=production, which is how the built sites run) or when the site's public URL (PUBLIC_SITE_URL) is https.
 * Browsers keep Secure cookies on http://localhost, so local production builds still log in.
 */
export function sessionCookieSecure(env: SiteEnv = process.env): boolean {
  if (env.SESSION_COOKIE_SECURE === '1') return true;
  if (env.SESSION_COOKIE_SECURE === '0') return false;
  return env.NODE_ENV === 'production' || (env.PUBLIC_SITE_URL ?? '').startsWith('https:');
}
