/**
 * React binding of the session (spec §3 "Session/app state": user, token, unread, auth).
 * `<SessionProvider api initialUser loadQueryClient>`; `useSession()` anywhere below.
 *
 * - user: seeded from the server-rendered `initialUser` (no logged-out flash), then kept by react-query under
 *   `SESSION_KEYS.user` (`/personal_center/user_info`); a failed load clears the cookies and empties the user (spec §4).
 * - unread: `/v1/message_count`, 0 on failure (sub-accounts: only with the user-1-1 key); permissions:
 *   `/team/user_rule_list`, empty lists on failure. `can(key)`: main accounts always, sub-accounts by their keys.
 *
 * The reads are react-query queries in the page's shared `QueryClient`, but this module does not import react-query:
 * they live in `./session-queries`, downloaded and mounted after the first client render and only while someone is
 * logged in, so a logged-out visit never loads react-query for the session (docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { SESSION_KEYS } from './keys';
import { EMPTY_PERMISSIONS, hasPermission, permissionKeys, type PermissionLists } from './permissions';
import { logout as logoutCore, type User } from './session';
import type { SessionQueryState } from './session-queries';

export { SESSION_KEYS } from './keys';

const SessionQueries = lazy(() => import('./session-queries').then((m) => ({ default: m.SessionQueries })));

/** What {@link useSession} returns. */
export interface SessionValue {
  /** The API client the session uses (also handy for feature hooks). */
  api: ApiClient;
  user: User | null;
  /** True while the profile is being reloaded after a log-in that did not carry the user. */
  isLoading: boolean;
  isLoggedIn: boolean;
  /** Unread notice count (0 when logged out or on failure). */
  unread: number;
  /** Permission rules (empty lists when logged out or on failure). */
  permissions: PermissionLists;
  /** Keys like "cost-3-1" derived from {@link SessionValue.permissions}. */
  permissionKeys: ReadonlySet<string>;
  /** Whether the user may use the feature guarded by `key`: main accounts always, sub-accounts by their keys. */
  can: (key: string) => boolean;
  /**
   * After a successful log-in or sign-up: the site's `/api` proxy has already stored the token in the HttpOnly
   * cookie (30 days with remember-me) and removed it from the answer; this puts the user in the session.
   */
  login: (user?: User | null) => void;
  /** Logs out: revokes the token, clears cookies and user, loads "/". */
  logout: () => Promise<void>;
  /** Reloads the profile (e.g. after a recharge). */
  refresh: () => Promise<void>;
  /** Reloads the unread count of the header bell (e.g. after marking messages read). */
  refreshUnread: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  api: ApiClient;
  /** Profile loaded by the server-side root loader with the request's token cookie; null when logged out. */
  initialUser?: User | null;
  /**
   * The page's shared react-query client (loaded on demand; site-kit's `loadQueryClient`). Called in the browser only,
   * once someone is logged in or the session changes.
   */
  loadQueryClient: () => Promise<QueryClient>;
  children: ReactNode;
  /** Full navigation used by logout; default `window.location.assign`. */
  navigate?: (url: string) => void;
}

const NO_QUERIES: SessionQueryState = {
  user: undefined,
  userFetching: false,
  permissions: undefined,
  unread: undefined,
};

/** Provides the session to {@link useSession}. */
export function SessionProvider({
  api,
  initialUser = null,
  loadQueryClient,
  children,
  navigate,
}: SessionProviderProps) {
  // Whether the visitor has a session. The token cookie is HttpOnly, so this starts from the root loader's user
  // (the server read the cookie and loaded the profile) and changes with log-in, log-out and a failed profile load.
  const [hasToken, setHasToken] = useState<boolean>(initialUser !== null);
  // The user the session holds until (and besides) the profile query: the server's, or the one `login` was given.
  const [heldUser, setHeldUser] = useState<User | null>(initialUser);
  const [queried, setQueried] = useState<SessionQueryState>(NO_QUERIES);
  // The query client, once loaded: the queries mount after the first client render (hydration stays as rendered).
  const [client, setClient] = useState<QueryClient | null>(null);
  useEffect(() => {
    if (!hasToken || client) return;
    let live = true;
    // A chunk that cannot be fetched leaves the session as the server rendered it (no unread count, no refresh).
    loadQueryClient().then(
      (c) => live && setClient(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hasToken, client, loadQueryClient]);

  const user = hasToken ? (queried.user !== undefined ? queried.user : heldUser) : null;
  // The profile load failed: the session is over (the queries unmount; what they reported goes with them).
  const expire = useCallback(() => {
    setHasToken(false);
    setQueried(NO_QUERIES);
  }, []);

  const login = useCallback(
    (nextUser?: User | null) => {
      setHeldUser(nextUser ?? null);
      setHasToken(true);
      loadQueryClient().then(
        (c) => {
          if (nextUser) c.setQueryData(SESSION_KEYS.user, nextUser);
          else void c.invalidateQueries({ queryKey: SESSION_KEYS.user });
          void c.invalidateQueries({ queryKey: SESSION_KEYS.unread });
          void c.invalidateQueries({ queryKey: SESSION_KEYS.permissions });
        },
        () => undefined,
      );
    },
    [loadQueryClient],
  );

  const logout = useCallback(
    () =>
      logoutCore(api, {
        onCleared: () => {
          setHasToken(false);
          setHeldUser(null);
          setQueried(NO_QUERIES);
          client?.setQueryData(SESSION_KEYS.user, null);
        },
        ...(navigate ? { navigate } : {}),
      }),
    [api, navigate, client],
  );

  const refresh = useCallback(async () => {
    await (await loadQueryClient()).invalidateQueries({ queryKey: SESSION_KEYS.user });
  }, [loadQueryClient]);

  const refreshUnread = useCallback(async () => {
    await (await loadQueryClient()).invalidateQueries({ queryKey: SESSION_KEYS.unread });
  }, [loadQueryClient]);

  const permissions: PermissionLists = user ? (queried.permissions ?? EMPTY_PERMISSIONS) : EMPTY_PERMISSIONS;
  const unread = user ? (queried.unread ?? 0) : 0;
  const isLoading = hasToken && !user && (queried.userFetching || queried.user === undefined);
  const value = useMemo<SessionValue>(() => {
    const keys = permissionKeys(permissions);
    return {
      api,
      user,
      isLoading,
      isLoggedIn: user !== null,
      unread,
      permissions,
      permissionKeys: keys,
      can: (key: string) => hasPermission(user, keys, key),
      login,
      logout,
      refresh,
      refreshUnread,
    };
  }, [api, user, isLoading, unread, permissions, login, logout, refresh, refreshUnread]);

  return (
    <SessionContext.Provider value={value}>
      {children}
      {hasToken && client ? (
        <Suspense fallback={null}>
          <SessionQueries client={client} api={api} initialUser={heldUser} onChange={setQueried} onExpired={expire} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

/** The current session; throws when used outside {@link SessionProvider}. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
