/**
 * The session's reads through react-query, loaded on demand by `SessionProvider` (./react.tsx) once a visitor is
 * logged in on the client, so pages seen logged out never download react-query for the session.
 *
 * - user: `/personal_center/user_info` under `SESSION_KEYS.user`, seeded with the user the provider already holds
 *   (server-rendered or just logged in); a failed load clears the cookies and reports `null` (spec §4).
 * - permissions: `/team/user_rule_list` once a user is known (empty lists on failure).
 * - unread: `/v1/message_count` once the user may read messages (main accounts; sub-accounts with user-1-1).
 * Each result is reported to the provider through `onChange`; the queries live in the page's shared `QueryClient`,
 * so `setQueryData` / `invalidateQueries` on `SESSION_KEYS` anywhere in the site reach the session.
 */
import { useEffect } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { clearSession } from './cookies';
import { PERMISSIONS, isSubAccount, permissionKeys, type PermissionLists } from './permissions';
import { SESSION_KEYS } from './keys';
import { loadPermissions, loadProfile, loadUnreadCount, type User } from './session';

/** What the session's queries report: each value is `undefined` until its query has data. */
export interface SessionQueryState {
  /** The profile; null once a load failed (the session is then over). */
  user: User | null | undefined;
  /** True while the profile is being (re)loaded. */
  userFetching: boolean;
  permissions: PermissionLists | undefined;
  unread: number | undefined;
}

/** Props of {@link SessionQueries}. */
export interface SessionQueriesProps {
  client: QueryClient;
  api: ApiClient;
  /** The user the provider holds now, as the profile query's initial data. */
  initialUser: User | null;
  /** Called with every change of the queries' results. */
  onChange: (state: SessionQueryState) => void;
  /** Called when the profile load failed: the session is over. */
  onExpired: () => void;
}

/** Runs the session's queries in `client` and reports their results; renders nothing. */
export function SessionQueries({ client, ...props }: SessionQueriesProps) {
  return (
    <QueryClientProvider client={client}>
      <Queries {...props} />
    </QueryClientProvider>
  );
}

function Queries({ api, initialUser, onChange, onExpired }: Omit<SessionQueriesProps, 'client'>) {
  const userQuery = useQuery<User | null>({
    queryKey: SESSION_KEYS.user,
    queryFn: async () => {
      const user = await loadProfile(api);
      if (!user) {
        clearSession();
        onExpired();
      }
      return user;
    },
    initialData: initialUser ?? undefined,
    staleTime: 60_000,
    retry: false,
  });
  const user = userQuery.data ?? null;
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

  useEffect(() => {
    onChange({
      user: userQuery.data,
      userFetching: userQuery.isFetching,
      permissions: user ? permissionsQuery.data : undefined,
      unread: mayReadMessages ? unreadQuery.data : undefined,
    });
  }, [onChange, userQuery.data, userQuery.isFetching, user, permissionsQuery.data, mayReadMessages, unreadQuery.data]);
  return null;
}
