/**
 * React binding of the session (spec §3 "Session/app state": user, token, unread, auth).
 * `<SessionProvider api initialUser>` inside a react-query `QueryClientProvider`; `useSession()` anywhere below.
 *
 * - user: `/personal_center/user_info`, seeded from the server-rendered `initialUser` (no logged-out flash);
 *   a failed load clears the cookies and empties the user (spec §4).
 * - unread: `/v1/message_count`, 0 on failure (sub-accounts: only with the user-1-1 key); permissions:
 *   `/team/user_rule_list`, empty lists on failure. `can(key)`: main accounts always, sub-accounts by their keys.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { clearSession } from './cookies';
import {
  EMPTY_PERMISSIONS,
  PERMISSIONS,
  hasPermission,
  isSubAccount,
  permissionKeys,
  type PermissionLists,
} from './permissions';
import { loadPermissions, loadProfile, loadUnreadCount, logout as logoutCore, type User } from './session';

/** react-query keys used by the session (invalidate `SESSION_KEYS.user` to refresh the profile, e.g. after a top-up). */
export const SESSION_KEYS = {
  user: ['session', 'user'] as const,
  unread: ['session', 'unread'] as const,
  permissions: ['session', 'permissions'] as const,
};

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
  children: ReactNode;
  /** Full navigation used by logout; default `window.location.assign`. */
  navigate?: (url: string) => void;
}

/** Provides the session to {@link useSession}; needs a react-query `QueryClientProvider` above it. */
export function SessionProvider({ api, initialUser = null, children, navigate }: SessionProviderProps) {
  const queryClient = useQueryClient();
  // Whether the visitor has a session. The token cookie is HttpOnly, so this starts from the root loader's user
  // (the server read the cookie and loaded the profile) and changes with log-in, log-out and a failed profile load.
  const [hasToken, setHasToken] = useState<boolean>(initialUser !== null);

  const userQuery = useQuery<User | null>({
    queryKey: SESSION_KEYS.user,
    queryFn: async () => {
      const user = await loadProfile(api);
      if (!user) {
        clearSession();
        setHasToken(false);
      }
      return user;
    },
    enabled: hasToken,
    initialData: initialUser ?? undefined,
    staleTime: 60_000,
    retry: false,
  });
  const user = hasToken ? (userQuery.data ?? null) : null;

  const permissionsQuery = useQuery({
    queryKey: SESSION_KEYS.permissions,
    queryFn: () => loadPermissions(api),
    enabled: user !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // A sub-account only asks for the unread count once its permissions show it may read messages (user-1-1);
  // otherwise the API's 403 would surface as a warning toast on every page.
  const mayReadMessages =
    user !== null &&
    (!isSubAccount(user) ||
      (permissionsQuery.isSuccess && permissionKeys(permissionsQuery.data).has(PERMISSIONS.messages)));
  const unreadQuery = useQuery({
    queryKey: SESSION_KEYS.unread,
    queryFn: () => loadUnreadCount(api),
    enabled: mayReadMessages,
    staleTime: 60_000,
    retry: false,
  });

  const login = useCallback(
    (nextUser?: User | null) => {
      if (nextUser) queryClient.setQueryData(SESSION_KEYS.user, nextUser);
      else void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.unread });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.permissions });
      setHasToken(true);
    },
    [queryClient],
  );

  const logout = useCallback(
    () =>
      logoutCore(api, {
        onCleared: () => {
          setHasToken(false);
          queryClient.setQueryData(SESSION_KEYS.user, null);
        },
        ...(navigate ? { navigate } : {}),
      }),
    [api, navigate, queryClient],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user });
  }, [queryClient]);

  const refreshUnread = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEYS.unread });
  }, [queryClient]);

  const permissions = user ? (permissionsQuery.data ?? EMPTY_PERMISSIONS) : EMPTY_PERMISSIONS;
  const value = useMemo<SessionValue>(() => {
    const keys = permissionKeys(permissions);
    return {
      api,
      user,
      isLoading: hasToken && userQuery.isFetching && !userQuery.data,
      isLoggedIn: user !== null,
      unread: mayReadMessages ? (unreadQuery.data ?? 0) : 0,
      permissions,
      permissionKeys: keys,
      can: (key: string) => hasPermission(user, keys, key),
      login,
      logout,
      refresh,
      refreshUnread,
    };
  }, [
    api,
    user,
    hasToken,
    userQuery.isFetching,
    userQuery.data,
    mayReadMessages,
    unreadQuery.data,
    permissions,
    login,
    logout,
    refresh,
    refreshUnread,
  ]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; throws when used outside {@link SessionProvider}. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
