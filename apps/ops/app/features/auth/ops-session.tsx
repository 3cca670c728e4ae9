/**
 * The operator session in React: `OpsSessionProvider` holds the browser API client (token from the `ops-token`
 * cookie, warnings as toasts, 506 → log-in) and the operator from the root loader; `useOps()` gives pages the
 * client, the operator, `can(section)` for hiding what the role may not do, and `logout()`.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import type { Operator } from '../../root-data';
import { clearOpsToken, readOpsToken } from './cookie';
import { canAccess, type Section } from './roles';
import { createOpsSessionInvalidHandler } from './session-invalid';

/** What {@link useOps} returns. */
export interface OpsSession {
  api: ApiClient;
  operator: Operator | null;
  can: (section: Section) => boolean;
  /** Revokes the session on the server, drops the cookie and opens the log-in page. */
  logout: () => Promise<void>;
}

const OpsSessionContext = createContext<OpsSession | null>(null);

/** The console's browser API client for `baseUrl` (PUBLIC_API_URL). */
export function createOpsBrowserApi(baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: readOpsToken,
    onWarning: (msg) => {
      toast.warning(msg);
    },
    onSessionInvalid: createOpsSessionInvalidHandler(),
  });
}

/** Provides {@link OpsSession}; `operator` comes from the root loader. */
export function OpsSessionProvider({ apiUrl, operator, children }: { apiUrl: string; operator: Operator | null; children: ReactNode }) {
  const [api] = useState(() => createOpsBrowserApi(apiUrl));
  const value = useMemo<OpsSession>(
    () => ({
      api,
      operator,
      can: (section) => canAccess(operator?.role, section),
      logout: async () => {
        await api.call('/ops/logout');
        clearOpsToken();
        window.location.assign('/login');
      },
    }),
    [api, operator],
  );
  return <OpsSessionContext.Provider value={value}>{children}</OpsSessionContext.Provider>;
}

/** The operator session; throws outside {@link OpsSessionProvider}. */
export function useOps(): OpsSession {
  const ctx = useContext(OpsSessionContext);
  if (!ctx) throw new Error('useOps must be used inside OpsSessionProvider');
  return ctx;
}
