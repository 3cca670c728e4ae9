import type { ApiClient } from '@lanyun/api-sdk';
import { vi } from 'vitest';

/** A fake ApiClient answering each path with a fixed envelope (default: code 500). */
export function fakeApi(responses: Record<string, { code: number; msg?: string; data?: unknown }>) {
  const call = vi.fn(async (path: string) => {
    const res = responses[path] ?? { code: 500, msg: 'fail', data: null };
    return { code: res.code, msg: res.msg ?? '', data: res.data ?? null };
  });
  return { api: { baseUrl: 'http://api.test', call } as unknown as ApiClient, call };
}

export const sampleUser = {
  id: 42,
  user_name: 'alice@example.com',
  name: 'Alice',
  company: '',
  industry: '',
  email: 'alice@example.com',
  phone: null,
  balance: '10.00',
  give_balance: '0.00',
  total_balance: '10.00',
  authentication_status: 0,
  authentication_type: 0,
  pid: 0,
  account_management: 0,
  created_at: 1700000000,
};

export function clearAllCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
