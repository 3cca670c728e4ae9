import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@lanyun/api-sdk';

const warning = vi.fn();
vi.mock('@lanyun/ui/toast', () => ({ toast: { warning: (msg: string) => warning(msg) } }));

const { downloadLedgerCsv, fetchLedger } = await import('./wallet');

afterEach(() => {
  warning.mockReset();
  vi.restoreAllMocks();
});

const texts = {
  exportFailed: 'The export failed, please try again',
  network: 'Network error, please check your connection',
};
const api = (call = vi.fn()) => ({ call, baseUrl: 'http://api.test/' }) as unknown as ApiClient & { call: typeof call };

describe('wallet calls', () => {
  it('sends the ledger filter as kind/from/to, quietly, and resolves with the page', async () => {
    const page = { list: [], total: 0, page: 2, page_size: 10 };
    const a = api(vi.fn().mockResolvedValue({ code: 200, msg: 'ok', data: page }));
    await expect(fetchLedger(a, 2, 10, { kind: 'topup', from: '', to: '' })).resolves.toEqual(page);
    const params = { page: 2, page_size: 10, kind: 'topup' };
    expect(a.call).toHaveBeenCalledWith('/balance_recharge/ledger_list', params, { quiet: true });
  });

  it('rejects a failed read with its code and message instead of an empty page', async () => {
    const a = api(vi.fn().mockResolvedValue({ code: 502, msg: 'The service is unavailable', data: null }));
    const failed = fetchLedger(a, 1, 10, { kind: '', from: '', to: '' });
    await expect(failed).rejects.toMatchObject({ name: 'ApiError', code: 502, message: 'The service is unavailable' });
  });
});

describe('downloadLedgerCsv', () => {
  it('fetches the CSV through the client base (the site proxy adds the token) and saves it as ledger.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('time,kind\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const ok = await downloadLedgerCsv(
      api(),
      { kind: 'gift', from: '', to: '' },
      texts,
      fetchImpl as unknown as typeof fetch,
      'en',
    );
    expect(ok).toBe(true);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://api.test/balance_recharge/ledger.csv?kind=gift');
    const headers = fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.token).toBeUndefined();
    // The page language goes along, so the CSV header and memos come in it.
    expect(headers?.['accept-language']).toBe('en');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the msg of an envelope answer instead of saving it', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ code: 403, msg: 'You currently have no permission', data: null }),
    );
    const ok = await downloadLedgerCsv(
      api(),
      { kind: '', from: '', to: '' },
      texts,
      fetchImpl as unknown as typeof fetch,
    );
    expect(ok).toBe(false);
    expect(warning).toHaveBeenCalledWith('You currently have no permission');
  });
});
