import { createI18n } from '@lanyun/i18n/react';
import uiEn from '@lanyun/ui/locales/en';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_FLOW,
  orderFailureMessage,
  readOrderResponse,
  readStatusResponse,
  rechargeFlow,
  shouldPoll,
  type RechargeFlowAction,
  type RechargeFlowState,
} from './flow';

const order = {
  orderNum: 'R20250101000001',
  payUrl: 'http://127.0.0.1:8080/sandbox/cashier?order_num=R1',
  price: '10.00',
};
const t = createI18n('en', { kit: {}, ui: uiEn }).getFixedT('en', 'kit');
const run = (...actions: RechargeFlowAction[]): RechargeFlowState => actions.reduce(rechargeFlow, INITIAL_FLOW);
const opened: RechargeFlowAction = { type: 'open', gate: 'ok', preset: 50 };
const created: RechargeFlowAction = { type: 'order', result: { kind: 'created', order } };

describe('rechargeFlow: opening (spec §5, §6)', () => {
  it('opens the recharge dialog with the preset when the gate passes', () => {
    expect(run(opened)).toEqual({ dialog: 'recharge', preset: 50, order: null, orderState: 'pending' });
  });
  it('opens the real-name reminder when verification has not passed', () => {
    expect(run({ type: 'open', gate: 'real-name' }).dialog).toBe('real-name');
  });
  it('opens nothing without permission (the caller toasts)', () => {
    expect(run({ type: 'open', gate: 'no-permission' })).toEqual(INITIAL_FLOW);
  });
});

describe('rechargeFlow: order and polling (spec §4)', () => {
  it('shows the QR for a created order and polls while it is pending', () => {
    const state = run(opened, created);
    expect(state.order).toEqual(order);
    expect(state.dialog).toBe('recharge');
    expect(shouldPoll(state)).toBe(true);
    expect(run(opened, created, { type: 'status', orderNum: order.orderNum, state: 'pending' })).toEqual(state);
  });

  it("on pay_status '2' clears the order, closes the dialogs and shows the success dialog", () => {
    const state = run(opened, created, { type: 'status', orderNum: order.orderNum, state: 'paid' });
    expect(state).toEqual({ dialog: 'success', preset: 50, order: null, orderState: 'pending' });
    expect(shouldPoll(state)).toBe(false);
  });

  it("on '3' or '4' keeps the QR dialog with the end state and stops polling", () => {
    const expired = run(opened, created, { type: 'status', orderNum: order.orderNum, state: 'expired' });
    expect(expired.order).toEqual(order);
    expect(expired.orderState).toBe('expired');
    expect(shouldPoll(expired)).toBe(false);
    const failed = run(opened, created, { type: 'status', orderNum: order.orderNum, state: 'failed' });
    expect(failed.orderState).toBe('failed');
    expect(shouldPoll(failed)).toBe(false);
    // A later 'paid' for an order already ended does not reopen anything.
    expect(rechargeFlow(failed, { type: 'status', orderNum: order.orderNum, state: 'paid' })).toEqual(failed);
  });

  it('closing the QR dialog clears the order and stops polling; the recharge dialog stays', () => {
    const state = run(opened, created, { type: 'close-qr' });
    expect(state.order).toBeNull();
    expect(state.dialog).toBe('recharge');
    expect(shouldPoll(state)).toBe(false);
  });

  it('ignores a late status answer for another or a closed order', () => {
    const closed = run(opened, created, { type: 'close-qr' });
    expect(rechargeFlow(closed, { type: 'status', orderNum: order.orderNum, state: 'paid' })).toEqual(closed);
    const open = run(opened, created);
    expect(rechargeFlow(open, { type: 'status', orderNum: 'OTHER', state: 'paid' })).toEqual(open);
  });

  it('a 503 answer to the order opens the real-name reminder; a failure changes nothing', () => {
    expect(run(opened, { type: 'order', result: { kind: 'real-name' } }).dialog).toBe('real-name');
    expect(run(opened, { type: 'order', result: { kind: 'failed', code: 400 } })).toEqual(run(opened));
  });

  it('closing resets everything', () => {
    expect(run(opened, created, { type: 'close' })).toEqual(INITIAL_FLOW);
  });
});

describe('readOrderResponse / orderFailureMessage (spec §8)', () => {
  it('reads a created order', () => {
    const res = {
      code: 200,
      msg: 'ok',
      data: { payUrl: order.payUrl, order_num: order.orderNum, price: '10.00', expires_at: 1 },
    };
    const result = readOrderResponse(res);
    expect(result).toEqual({ kind: 'created', order });
    expect(orderFailureMessage(result, t)).toBeNull();
  });
  it("a success without payUrl is 'Payment failed!'", () => {
    const result = readOrderResponse({ code: 200, msg: 'ok', data: { payUrl: '', order_num: 'R1', price: '10.00' } });
    expect(result).toEqual({ kind: 'failed', code: 200 });
    expect(orderFailureMessage(result, t)).toBe('Payment failed!');
    expect(orderFailureMessage(readOrderResponse({ code: 200, msg: 'ok', data: null }), t)).toBe('Payment failed!');
  });
  it("errors are 'Payment failed!'; 503 also opens the real-name reminder; 506 is left to the session handler", () => {
    expect(
      orderFailureMessage(readOrderResponse({ code: 400, msg: 'The maximum top-up is 50,000 yuan', data: null }), t),
    ).toBe('Payment failed!');
    expect(orderFailureMessage(readOrderResponse({ code: -1, msg: 'Network error', data: null }), t)).toBe(
      'Payment failed!',
    );
    const realName = readOrderResponse({
      code: 503,
      msg: 'Please complete real-name verification first, and it must pass review.',
      data: null,
    });
    expect(realName).toEqual({ kind: 'real-name' });
    expect(orderFailureMessage(realName, t)).toBe('Payment failed!');
    expect(orderFailureMessage(readOrderResponse({ code: 506, msg: 'Session expired', data: null }), t)).toBeNull();
  });
});

describe('readStatusResponse', () => {
  it('reads pay_status', () => {
    expect(readStatusResponse({ code: 200, msg: 'ok', data: { pay_status: '1' } })).toBe('pending');
    expect(readStatusResponse({ code: 200, msg: 'ok', data: { pay_status: '2' } })).toBe('paid');
    expect(readStatusResponse({ code: 200, msg: 'ok', data: { pay_status: '3' } })).toBe('expired');
    expect(readStatusResponse({ code: 200, msg: 'ok', data: { pay_status: '4' } })).toBe('failed');
  });
  it('keeps polling through network errors, rate limits and server errors', () => {
    expect(readStatusResponse({ code: -1, msg: 'Network error', data: null })).toBe('pending');
    expect(readStatusResponse({ code: 429, msg: 'Too many requests', data: null })).toBe('pending');
    expect(readStatusResponse({ code: 500, msg: 'Internal error', data: null })).toBe('pending');
  });
  it('stops on refusals (unknown order, forbidden, session invalid)', () => {
    expect(readStatusResponse({ code: 404, msg: 'Order not found', data: null })).toBe('failed');
    expect(readStatusResponse({ code: 403, msg: 'Forbidden', data: null })).toBe('failed');
    expect(readStatusResponse({ code: 506, msg: 'Session expired', data: null })).toBe('failed');
  });
});
