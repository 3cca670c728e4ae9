import { describe, expect, it } from 'vitest';
import { newClientToken, readPurchase, topUpPreset } from './purchase';

describe('readPurchase', () => {
  it('reads success', () => {
    expect(readPurchase({ code: 200, msg: 'ok', data: { order_num: 'O1' } })).toEqual({
      kind: 'done',
      data: { order_num: 'O1' },
    });
  });
  it('opens the top-up with the shortfall on 402', () => {
    expect(readPurchase({ code: 402, msg: 'Not enough balance', data: { shortfall: '23.40' } as never })).toEqual({
      kind: 'top-up',
      shortfall: 23.4,
    });
    expect(readPurchase({ code: 402, msg: 'Not enough balance', data: null })).toEqual({
      kind: 'top-up',
      shortfall: null,
    });
  });
  it('asks for real-name verification on 503', () => {
    expect(readPurchase({ code: 503, msg: 'verify', data: null })).toEqual({ kind: 'real-name' });
  });
  it('reports a changed price on 409 with data.price, other 409s as failures', () => {
    expect(readPurchase({ code: 409, msg: 'The price changed', data: { price: '99.00' } as never })).toEqual({
      kind: 'price-changed',
      price: '99.00',
      message: 'The price changed',
    });
    expect(readPurchase({ code: 409, msg: 'Instance is busy', data: null })).toEqual({
      kind: 'failed',
      message: 'Instance is busy',
    });
  });
  it('leaves 506 to the client and passes other messages on', () => {
    expect(readPurchase({ code: 506, msg: 'log in', data: null })).toEqual({ kind: 'session' });
    expect(readPurchase({ code: 400, msg: 'Unknown zone', data: null })).toEqual({
      kind: 'failed',
      message: 'Unknown zone',
    });
    expect(readPurchase({ code: -1, msg: '', data: null })).toEqual({ kind: 'failed', message: 'Payment failed!' });
  });
});

describe('helpers', () => {
  it('rounds the shortfall up to whole yuan', () => {
    expect(topUpPreset(23.4)).toBe(24);
    expect(topUpPreset(null)).toBeUndefined();
  });
  it('makes distinct tokens the API accepts', () => {
    const a = newClientToken();
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(newClientToken()).not.toBe(a);
  });
});
