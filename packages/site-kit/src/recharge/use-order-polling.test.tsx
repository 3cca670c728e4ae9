import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@lanyun/api-sdk';
import { useOrderPolling } from './use-order-polling';

function setup(statuses: string[]) {
  const call = vi.fn(async (_path: string, _params?: unknown) => ({
    code: 200,
    msg: 'ok',
    data: { order_num: 'R1', pay_status: statuses.shift() ?? '1', price: '10.00' },
  }));
  const api = { call, baseUrl: 'http://api' } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { api, call, wrapper };
}

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useOrderPolling (spec §4: every 2000 ms until paid; closing stops it)', () => {
  it('polls /v1/order_pay_status every 2 s and reports each state', async () => {
    const { api, call, wrapper } = setup(['1', '1', '2']);
    const onState = vi.fn();
    renderHook(() => useOrderPolling({ api, orderNum: 'R1', enabled: true, onState }), { wrapper });
    await tick(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenLastCalledWith('/v1/order_pay_status', { order_num: 'R1' });
    expect(onState).toHaveBeenLastCalledWith('R1', 'pending');
    await tick(1_900);
    expect(call).toHaveBeenCalledTimes(1);
    await tick(100);
    expect(call).toHaveBeenCalledTimes(2);
    await tick(2_000);
    expect(call).toHaveBeenCalledTimes(3);
    await tick(10); // react-query notifies observers on the next macrotask
    expect(onState).toHaveBeenLastCalledWith('R1', 'paid');
  });

  it('stops when disabled (dialog closed or an end state)', async () => {
    const { api, call, wrapper } = setup([]);
    const onState = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useOrderPolling({ api, orderNum: 'R1', enabled, onState }), {
      wrapper,
      initialProps: { enabled: true },
    });
    await tick(0);
    expect(call).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    await tick(10_000);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not poll without an order', async () => {
    const { api, call, wrapper } = setup([]);
    renderHook(() => useOrderPolling({ api, orderNum: null, enabled: true, onState: vi.fn() }), { wrapper });
    await tick(5_000);
    expect(call).not.toHaveBeenCalled();
  });
});
