/**
 * The operator session in React: `OpsSessionProvider` holds the browser API client (on the console's own `/api`
 * proxy, which adds the token from the HttpOnly `ops-token` cookie, `accept-language` of the console's interface language so API messages match it, warnings as toasts,
 * 506 → log-in) and the operator from the root loader; `useOps()` gives pages the
 * client, the operator, `can(section)` for hiding what the role may not do, and `logout()`.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@lanyun/api-sdk';
import type { Lang } from '@lanyun/i18n';
import { toast } from '@lanyun/ui/toast';
import type { Operator } from '../../root-data';
import { canAccess, type Section } from './roles';
import { createOpsSessionInvalidHandler } from './session-invalid';

/** What {@link useOps} returns. */
export interface OpsSession {
  api: ApiClient;
  /** The interface language (root loader), also sent to the API as `accept-language`. */
  lang: Lang;
  operator: Operator | null;
  can: (section: Section) => boolean;
  /** Revokes the session on the server (the proxy drops the cookie) and opens the log-in page. */
  logout: () => Promise<void>;
}

const OpsSessionContext = createContext<OpsSession | null>(null);

/** The console's browser API client for `baseUrl` (the console's `/api` proxy), asking for answers in `lang`. */
export function createOpsBrowserApi(baseUrl: string, lang: Lang): ApiClient {
  return createApiClient({
    baseUrl,
    headers: { 'accept-language': lang },
    onWarning: (msg) => {
      toast.warning(msg);
    },
    onSessionInvalid: createOpsSessionInvalidHandler(),
  });
}

/** Provides {@link OpsSession}; `operator` and `lang` come from the root loader. */
export function OpsSessionProvider({
  apiUrl,
  lang,
  operator,
  children,
}: {
  apiUrl: string;
  lang: Lang;
  operator: Operator | null;
  children: ReactNode;
}) {
  const [api] = useState(() => createOpsBrowserApi(apiUrl, lang));
  const value = useMemo<OpsSession>(
    () => ({
      api,
      lang,
      operator,
      can: (section) => canAccess(operator?.role, section),
      logout: async () => {
        await api.call('/ops/logout'); // the proxy deletes the cookie with the answer
        window.location.assign('/login');
      },
    }),
    [api, lang, operator],
  );
  return <OpsSessionContext.Provider value={value}>{children}</OpsSessionContext.Provider>;
}

/** The operator session; throws outside {@link OpsSessionProvider}. */
export function useOps(): OpsSession {
  const ctx = useContext(OpsSessionContext);
  if (!ctx) throw new Error('useOps must be used inside OpsSessionProvider');
  return ctx;
}
