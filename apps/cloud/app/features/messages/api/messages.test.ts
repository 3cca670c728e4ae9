import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@lanyun/api-sdk';
import { markMessagesRead, pageCount } from './messages';

function fakeApi() {
  const call = vi.fn(async () => ({ code: 200, msg: 'ok', data: { updated: 1 } }));
  return { api: { call, baseUrl: '' } as unknown as ApiClient, call };
}

describe('markMessagesRead', () => {
  it('sends comma-separated ids', async () => {
    const { api, call } = fakeApi();
    expect(await markMessagesRead(api, { ids: [1, 2] })).toBe(true);
    expect(call).toHaveBeenCalledWith('/v1/message_update', { ids: '1,2' });
  });
  it('sends all=1 for "Mark all read"', async () => {
    const { api, call } = fakeApi();
    await markMessagesRead(api, { all: true });
    expect(call).toHaveBeenCalledWith('/v1/message_update', { all: 1 });
  });
});

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });
});
