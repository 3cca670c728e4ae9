/**
 * The recharge flow as a pure reducer (spec §4 "Recharge", §5, §8), so every transition is unit-tested:
 *
 * open → (gate) real-name reminder | recharge dialog → "Pay now" → order created → QR dialog, polled every 2 s →
 * pay_status '2' → order cleared, dialogs closed, success dialog (the caller refreshes the user);
 * '3' / '4' → 'The order has expired' / 'Payment failed!' in the QR dialog and polling stops;
 * closing the QR dialog clears the order and stops polling (the recharge dialog stays open underneath).
 * Order creation failing or returning no payUrl → 'Payment failed!'; code 503 → the real-name reminder.
 */
import type { Envelope } from '@lanyun/api-sdk';
import {
  REAL_NAME_REQUIRED_CODE,
  payState,
  paymentFailedMessage,
  type PayState,
  type RechargeGate,
} from '@lanyun/ui/recharge-rules';
import type { Translate } from '@lanyun/i18n';

/** The order the QR dialog shows. */
export interface PendingOrder {
  orderNum: string;
  payUrl: string;
  /** Amount in yuan as the API returned it ("100.00"). */
  price: string;
}

/** Which of the flow's main dialogs is open ('none' while only the page is shown). */
export type FlowDialog = 'none' | 'recharge' | 'real-name' | 'success';

/** State of the recharge flow. The QR dialog is open while `order` is set. */
export interface RechargeFlowState {
  dialog: FlowDialog;
  /** Amount the recharge dialog starts with (below 10 → 100, see `initialRechargeAmount`). */
  preset: number | undefined;
  order: PendingOrder | null;
  /** Where `order` stands; polling runs only while it is 'pending'. */
  orderState: PayState;
}

/** What creating an order led to. */
export type OrderResult =
  | { kind: 'created'; order: PendingOrder }
  | { kind: 'real-name' }
  | { kind: 'failed'; code: number };

/** Events of the flow. */
export type RechargeFlowAction =
  | { type: 'open'; gate: RechargeGate; preset?: number | undefined }
  | { type: 'order'; result: OrderResult }
  | { type: 'status'; orderNum: string; state: PayState }
  | { type: 'close-qr' }
  | { type: 'close' };

/** Nothing open. */
export const INITIAL_FLOW: RechargeFlowState = {
  dialog: 'none',
  preset: undefined,
  order: null,
  orderState: 'pending',
};

/** The reducer of the flow (see the module docstring for the transitions). */
export function rechargeFlow(state: RechargeFlowState, action: RechargeFlowAction): RechargeFlowState {
  switch (action.type) {
    case 'open':
      // 'no-permission' only shows a toast (spec §6); nothing opens.
      if (action.gate === 'no-permission') return state;
      return { ...INITIAL_FLOW, dialog: action.gate === 'real-name' ? 'real-name' : 'recharge', preset: action.preset };
    case 'order':
      if (action.result.kind === 'created') return { ...state, order: action.result.order, orderState: 'pending' };
      if (action.result.kind === 'real-name')
        return { ...state, dialog: 'real-name', order: null, orderState: 'pending' };
      return state;
    case 'status':
      // A late answer for an order that is no longer shown changes nothing.
      if (!state.order || state.order.orderNum !== action.orderNum || state.orderState !== 'pending') return state;
      if (action.state === 'paid') return { ...state, dialog: 'success', order: null, orderState: 'pending' };
      if (action.state === 'pending') return state;
      return { ...state, orderState: action.state };
    case 'close-qr':
      return { ...state, order: null, orderState: 'pending' };
    case 'close':
      return { ...INITIAL_FLOW };
  }
}

/** True while the order status should be polled: the QR dialog is open and the order is still pending. */
export function shouldPoll(state: RechargeFlowState): boolean {
  return state.order !== null && state.orderState === 'pending';
}

/** Reads the answer of `/balance_recharge/charge_order_add`: an order with a payUrl, the 503 real-name case, or a failure. */
export function readOrderResponse(
  res: Envelope<{ payUrl?: string | null; order_num?: string | null; price?: string | null }>,
): OrderResult {
  const data = res.data;
  if (res.code === 200 && data?.payUrl && data.order_num) {
    return { kind: 'created', order: { orderNum: data.order_num, payUrl: data.payUrl, price: data.price ?? '' } };
  }
  if (res.code === REAL_NAME_REQUIRED_CODE) return { kind: 'real-name' };
  return { kind: 'failed', code: res.code };
}

/**
 * The toast after an order attempt (spec §8: creation error or no payUrl → 'Payment failed!', also for 503, which
 * additionally opens the real-name reminder), or null: after success, and after 506 (the client sends the visitor
 * to log in). The text is in the language of `t`.
 */
export function orderFailureMessage(result: OrderResult, t: Translate): string | null {
  if (result.kind === 'created') return null;
  if (result.kind === 'failed' && result.code === 506) return null;
  return paymentFailedMessage(t);
}

/**
 * Reads one answer of `/v1/order_pay_status`: code 200 → its `pay_status`; a network error (-1), rate limit (429)
 * or server error (5xx) → still 'pending' (the next poll retries); any other refusal (unknown order, forbidden,
 * 506) → 'failed', which stops polling.
 */
export function readStatusResponse(res: Envelope<{ pay_status?: string | null }>): PayState {
  if (res.code === 200) return payState(res.data?.pay_status);
  if (res.code === -1 || res.code === 429 || (res.code >= 500 && res.code !== 506)) return 'pending';
  return 'failed';
}
