/**
 * Server-side configuration from the environment. Only `publicConfig()` reaches the browser (through the root
 * loader); nothing secret belongs in it.
 *
 * - API_URL: API origin used by server loaders (default http://127.0.0.1:8080).
 * - PUBLIC_API_URL: API origin used by the browser (default http://127.0.0.1:8080).
 * - PUBLIC_COOKIE_DOMAIN: site cookie domain for the session cookies (default: host-only).
 * - PUBLIC_SERVER_CONSOLE_URL, PUBLIC_PHONE_CONSOLE_URL, PUBLIC_INSTANCE_LIST_URL, PUBLIC_COST_CENTER_URL,
 *   PUBLIC_INSTANCE_CENTER_URL: external console targets (spec §2; not given by the spec, so placeholders on the
 *   console host by default). PUBLIC_ACCESS_MANAGEMENT_URL: defaults to this site's /user/team.
 * - PUBLIC_IPINTEL_URL: the IP intelligence site (default http://localhost:3100).
 */

/** API origin for server-side calls. */
export function serverApiUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:8080';
}

/** Settings the browser needs; returned by the root loader. */
export interface PublicConfig {
  apiUrl: string;
  cookieDomain: string | null;
  ipintelUrl: string;
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
    cookieDomain: env.PUBLIC_COOKIE_DOMAIN || null,
    ipintelUrl: env.PUBLIC_IPINTEL_URL ?? 'http://localhost:3100',
    links: {
      serverConsole: env.PUBLIC_SERVER_CONSOLE_URL ?? `${consoleBase}/server`,
      phoneConsole: env.PUBLIC_PHONE_CONSOLE_URL ?? `${consoleBase}/phone`,
      instanceList: env.PUBLIC_INSTANCE_LIST_URL ?? `${consoleBase}/server/instances`,
      costCenter: env.PUBLIC_COST_CENTER_URL ?? `${consoleBase}/cost`,
      instanceCenter: env.PUBLIC_INSTANCE_CENTER_URL ?? `${consoleBase}/instances`,
      accessManagement: env.PUBLIC_ACCESS_MANAGEMENT_URL ?? '/user/team',
    },
  };
}
