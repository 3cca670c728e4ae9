import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuth, saveAuth } from './cookies';
import { SESSION_KEYS, SessionProvider, useSession } from './react';
import { clearAllCookies, fakeApi, sampleUser } from './test-utils';

afterEach(() => {
  cleanup();
  clearAllCookies();
});

function Probe() {
  const s = useSession();
  return (
    <div>
      <p data-testid="user">{s.user ? s.user.user_name : 'nobody'}</p>
      <p data-testid="unread">{s.unread}</p>
      <p data-testid="keys">{[...s.permissionKeys].join(',')}</p>
      <p data-testid="can-top-up">{String(s.can('cost-3-1'))}</p>
      <button type="button" onClick={() => s.login(sampleUser)}>
        login
      </button>
      <button type="button" onClick={() => s.login()}>
        reload
      </button>
      <button type="button" onClick={() => void s.logout()}>
        logout
      </button>
    </div>
  );
}

/** The page's query client, as site-kit's `loadQueryClient` hands it over (one per test). */
function clientLoader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return () => Promise.resolve(client);
}

describe('<SessionProvider/> + useSession()', () => {
  it('renders the server-provided user and loads unread count and permissions', async () => {
    const { api } = fakeApi({
      '/personal_center/user_info': { code: 200, data: sampleUser },
      '/v1/message_count': { code: 200, data: { count: 3 } },
      '/team/user_rule_list': {
        code: 200,
        data: {
          personal_center_rule_list: [],
          cost_rule_list: [{ rule_menu_type: 3, idc_rule_detail_list: [{ rule_menu_type: 1 }] }],
          control_rule_list: [],
        },
      },
    });
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api} initialUser={sampleUser}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('user').textContent).toBe('alice@example.com');
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('3'));
    await waitFor(() => expect(screen.getByTestId('keys').textContent).toBe('cost-3-1'));
  });

  it('a sub-account without user-1-1 never asks for the unread count; can() follows its keys', async () => {
    const sub = { ...sampleUser, pid: 9 };
    const { api, call } = fakeApi({
      '/personal_center/user_info': { code: 200, data: sub },
      '/v1/message_count': { code: 403, msg: 'no permission' },
      '/team/user_rule_list': {
        code: 200,
        data: {
          personal_center_rule_list: [],
          cost_rule_list: [{ rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
          control_rule_list: [],
        },
      },
    });
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api} initialUser={sub}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('keys').textContent).toBe('cost-1-1'));
    expect(screen.getByTestId('can-top-up').textContent).toBe('false');
    expect(call).not.toHaveBeenCalledWith('/v1/message_count');
    expect(screen.getByTestId('unread').textContent).toBe('0');
  });

  it('a sub-account with user-1-1 gets its unread count', async () => {
    const sub = { ...sampleUser, pid: 9 };
    const { api } = fakeApi({
      '/personal_center/user_info': { code: 200, data: sub },
      '/v1/message_count': { code: 200, data: { count: 2 } },
      '/team/user_rule_list': {
        code: 200,
        data: {
          personal_center_rule_list: [{ rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
          cost_rule_list: [],
          control_rule_list: [],
        },
      },
    });
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api} initialUser={sub}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
  });

  it('starts logged out without a server user, and login puts the user in the session', async () => {
    const { api, call } = fakeApi({});
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('user').textContent).toBe('nobody');
    expect(call).not.toHaveBeenCalledWith('/personal_center/user_info');
    act(() => screen.getByText('login').click());
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('alice@example.com'));
  });

  it('keeps the server user although page scripts cannot see the (HttpOnly) token cookie', async () => {
    const { api } = fakeApi({ '/personal_center/user_info': { code: 200, data: sampleUser } });
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api} initialUser={sampleUser}>
        <Probe />
      </SessionProvider>,
    );
    expect(document.cookie).not.toContain('access-token');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('user').textContent).toBe('alice@example.com');
  });

  it('logout clears everything and navigates to /', async () => {
    saveAuth(['cost-3-1']);
    const { api, call } = fakeApi({ '/secure/user_logout': { code: 200 } });
    const navigate = vi.fn();
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api} initialUser={sampleUser} navigate={navigate}>
        <Probe />
      </SessionProvider>,
    );
    await act(async () => screen.getByText('logout').click());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(call).toHaveBeenCalledWith('/secure/user_logout');
    expect(readAuth()).toEqual([]);
    expect(screen.getByTestId('user').textContent).toBe('nobody');
  });

  it('a logged-out visit never loads the query client', async () => {
    const { api, call } = fakeApi({});
    const load = vi.fn(clientLoader());
    render(
      <SessionProvider loadQueryClient={load} api={api}>
        <Probe />
      </SessionProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it('a profile written into the shared query client (e.g. after editing it) shows in the session', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { api } = fakeApi({ '/v1/message_count': { code: 200, data: { count: 0 } } });
    render(
      <SessionProvider loadQueryClient={() => Promise.resolve(client)} api={api} initialUser={sampleUser}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(client.getQueryData(SESSION_KEYS.user)).toEqual(sampleUser));
    act(() => client.setQueryData(SESSION_KEYS.user, { ...sampleUser, user_name: 'bob@example.com' }));
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('bob@example.com'));
  });

  it('a failed profile load ends the session and clears the auth cookie', async () => {
    saveAuth(['cost-3-1']);
    const { api } = fakeApi({ '/personal_center/user_info': { code: 506, msg: 'expired' } });
    render(
      <SessionProvider loadQueryClient={clientLoader()} api={api}>
        <Probe />
      </SessionProvider>,
    );
    act(() => screen.getByText('reload').click());
    await waitFor(() => expect(readAuth()).toEqual([]));
    expect(screen.getByTestId('user').textContent).toBe('nobody');
  });
});
