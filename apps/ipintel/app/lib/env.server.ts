/**
 * Server-side configuration from the environment; `publicConfig()` is what the browser receives (root loader).
 *
 * - API_URL: API origin for server loaders (default http://127.0.0.1:8080).
 * - PUBLIC_API_URL: API origin for the browser (default http://127.0.0.1:8080). The IP tool calls it from the
 *   browser so the API sees the visitor's own address.
 * - PUBLIC_CLOUD_URL: the cloud site, for log-in/sign-up and account links (default http://localhost:3000).
 * - PUBLIC_COOKIE_DOMAIN: site cookie domain shared with the cloud site (default host-only).
 * - PUBLIC_CONSOLE_URL and the PUBLIC_*_URL console targets, as on the cloud site.
 */

/** API origin for server-side calls. */
export function serverApiUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:8080';
}

/** Settings the browser needs. */
export interface PublicConfig {
  apiUrl: string;
  cloudUrl: string;
  cookieDomain: string | null;
  links: {
    serverConsole: string;
    phoneConsole: string;
    instanceList: string;
    costCenter: string;
    instanceCenter: string;
    accessManagement: string;
  };
}

/** Reads {@link PublicConfig} from the environment (defaults suit local development). */
export function publicConfig(env: NodeJS.ProcessEnv = process.env): PublicConfig {
  const consoleBase = env.PUBLIC_CONSOLE_URL ?? 'http://localhost:3200';
  return {
    apiUrl: env.PUBLIC_API_URL ?? 'http://127.0.0.1:8080',
    cloudUrl: (env.PUBLIC_CLOUD_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    cookieDomain: env.PUBLIC_COOKIE_DOMAIN || null,
    links: {
      serverConsole: env.PUBLIC_SERVER_CONSOLE_URL ?? `${consoleBase}/server`,
      phoneConsole: env.PUBLIC_PHONE_CONSOLE_URL ?? `${consoleBase}/phone`,
      instanceList: env.PUBLIC_INSTANCE_LIST_URL ?? `${consoleBase}/server/instances`,
      costCenter: env.PUBLIC_COST_CENTER_URL ?? `${consoleBase}/cost`,
      instanceCenter: env.PUBLIC_INSTANCE_CENTER_URL ?? `${consoleBase}/instances`,
      accessManagement: env.PUBLIC_ACCESS_MANAGEMENT_URL ?? `${consoleBase}/team`,
    },
  };
}
