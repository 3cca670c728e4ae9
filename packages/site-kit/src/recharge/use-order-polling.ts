/**
 * Polls `/v1/order_pay_status` every 2000 ms (spec §4, §9) with react-query while `enabled` (the QR dialog is open
 * and the order is still pending). Turning `enabled` off — closing the dialog, or an end state — stops the timer.
 * Polling goes on in a background tab, since the customer often pays in another tab or on a phone.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { RECHARGE_POLL_MS, type PayState } from '@lanyun/ui/recharge-rules';
import { fetchOrderPayStatus } from './api';
import { readStatusResponse } from './flow';

/** react-query key of an order's payment status. */
export const orderStatusKey = (orderNum: string | null) => ['wallet', 'order-status', orderNum] as const;

/** Options of {@link useOrderPolling}. */
export interface OrderPollingOptions {
  api: ApiClient;
  /** The order to watch; null when none is shown. */
  orderNum: string | null;
  /** Poll only while true. */
  enabled: boolean;
  /** Called with each answer read as a pay state (and the order it belongs to). */
  onState: (orderNum: string, state: PayState) => void;
  /** Interval in ms; default {@link RECHARGE_POLL_MS} (2000). */
  intervalMs?: number;
}

/** Starts and stops the order-status polling; reports each answer through `onState`. */
export function useOrderPolling({
  api,
  orderNum,
  enabled,
  onState,
  intervalMs = RECHARGE_POLL_MS,
}: OrderPollingOptions): void {
  const active = enabled && orderNum !== null;
  const query = useQuery({
    queryKey: orderStatusKey(orderNum),
    queryFn: async () => ({
      orderNum: orderNum as string,
      state: readStatusResponse(await fetchOrderPayStatus(api, orderNum as string)),
    }),
    enabled: active,
    refetchInterval: active ? intervalMs : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const report = useRef(onState);
  report.current = onState;
  const { data, dataUpdatedAt } = query;
  // `dataUpdatedAt` re-runs this for each answer, even when it repeats the previous state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt is a deliberate re-run trigger
  useEffect(() => {
    if (data && active) report.current(data.orderNum, data.state);
  }, [data, dataUpdatedAt, active]);
}
