import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuth, saveAuth } from './cookies';
import { EMPTY_PERMISSIONS, normalizePermissions, permissionKeys } from './permissions';
import {
  LOGIN_PATH,
  createSessionInvalidHandler,
  expiredLoginPath,
  loadPermissions,
  loadProfile,
  loadUnreadCount,
  logout,
} from './session';
import { clearAllCookies, fakeApi } from './test-utils';

afterEach(() => clearAllCookies());

describe('logout (spec §4)', () => {
  it('revokes the token, clears cookies and user, then loads the root', async () => {
    saveAuth(['cost-3-1']);
    const { api, call } = fakeApi({ '/secure/user_logout': { code: 200 } });
    const navigate = vi.fn();
    const onCleared = vi.fn();
    await logout(api, { navigate, onCleared });
    expect(call).toHaveBeenCalledWith('/secure/user_logout');
    expect(readAuth()).toEqual([]);
    expect(onCleared).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still clears locally when the server call fails', async () => {
    saveAuth(['cost-3-1']);
    const { api } = fakeApi({});
    const navigate = vi.fn();
    await logout(api, { navigate });
    expect(readAuth()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('session-invalid handler (spec §4, §8: 506 → /login?tp=1 after 1 s)', () => {
  it('clears the session and navigates after 1 s, once', () => {
    vi.useFakeTimers();
    try {
      saveAuth(['cost-3-1']);
      const navigate = vi.fn();
      const handler = createSessionInvalidHandler({ navigate, returnTo: () => '/user/cost?tab=bills#top' });
      handler('/v1/message_count');
      handler('/team/user_rule_list');
      expect(readAuth()).toEqual([]);
      vi.advanceTimersByTime(999);
      expect(navigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(navigate).toHaveBeenCalledTimes(1);
      // The log-in page explains the expiry and brings the customer back to the page they were on.
      expect(navigate).toHaveBeenCalledWith(
        `${LOGIN_PATH}&expired=1&redirect=${encodeURIComponent('/user/cost?tab=bills#top')}`,
      );
      expect(expiredLoginPath(null)).toBe('/login?tp=1&expired=1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 506 from the start-up profile check only clears the session', () => {
    saveAuth(['cost-3-1']);
    const navigate = vi.fn();
    const schedule = vi.fn();
    createSessionInvalidHandler({ navigate, schedule })('/personal_center/user_info');
    expect(readAuth()).toEqual([]);
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe('unread count and permissions fall back on failure (spec §4)', () => {
  it('unread: count on success, 0 on failure', async () => {
    expect(await loadUnreadCount(fakeApi({ '/v1/message_count': { code: 200, data: { count: 5 } } }).api)).toBe(5);
    expect(await loadUnreadCount(fakeApi({ '/v1/message_count': { code: 500 } }).api)).toBe(0);
    expect(await loadUnreadCount(fakeApi({ '/v1/message_count': { code: 200, data: null } }).api)).toBe(0);
  });

  it('permissions: lists on success (keys stored in the auth cookie), empty lists on failure', async () => {
    const data = {
      personal_center_rule_list: [{ rule_menu_type: 1, idc_rule_detail_list: [{ rule_menu_type: 2 }] }],
      cost_rule_list: [{ rule_menu_type: 3, idc_rule_detail_list: [{ rule_menu_type: 1 }, { rule_menu_type: 2 }] }],
      control_rule_list: [{ rule_menu_type: 4, idc_rule_detail_list: [] }],
    };
    const lists = await loadPermissions(fakeApi({ '/team/user_rule_list': { code: 200, data } }).api);
    expect([...permissionKeys(lists)].sort()).toEqual(['cost-3-1', 'cost-3-2', 'user-1-2']);
    expect(readAuth().sort()).toEqual(['cost-3-1', 'cost-3-2', 'user-1-2']);
    expect(await loadPermissions(fakeApi({}).api)).toEqual(EMPTY_PERMISSIONS);
  });

  it('normalizePermissions tolerates malformed data', () => {
    expect(normalizePermissions(null)).toEqual(EMPTY_PERMISSIONS);
    expect(normalizePermissions({ cost_rule_list: 'x' })).toEqual(EMPTY_PERMISSIONS);
    expect(
      permissionKeys(
        normalizePermissions({
          control_rule_list: [{ rule_menu_type: 2, idc_rule_detail_list: [{ rule_menu_type: 9 }] }],
        }),
      ),
    ).toEqual(new Set(['server-2-9']));
  });
});

describe('loadProfile', () => {
  it('is null when the API refuses the session, and rejects on an outage so the visitor stays logged in', async () => {
    await expect(loadProfile(fakeApi({ '/personal_center/user_info': { code: 506 } }).api)).resolves.toBeNull();
    const down = fakeApi({ '/personal_center/user_info': { code: 502, msg: 'The service is unavailable' } }).api;
    await expect(loadProfile(down)).rejects.toMatchObject({ name: 'ApiError', code: 502 });
    await expect(loadProfile(fakeApi({ '/personal_center/user_info': { code: -1 } }).api)).rejects.toThrow();
  });
});
