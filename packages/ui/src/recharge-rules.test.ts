import { describe, expect, it } from 'vitest';
import { createI18n } from '@lanyun/i18n/react';
import en from './locales/en.json';
import {
  isWebPayUrl,
  noPermissionMessage,
  payState,
  payStateMessage,
  initialRechargeAmount,
  raiseToMinimum,
  rechargeGate,
  sanitizeAmountInput,
  validateRechargeAmount,
  BANK_TRANSFER_MAX,
} from './recharge-rules';

const t = createI18n('en', { ui: en }).getFixedT('en', 'ui');

describe('initialRechargeAmount (spec §5: default 100, used if a preset is below 10)', () => {
  it('defaults to 100', () => {
    expect(initialRechargeAmount()).toBe(100);
    expect(initialRechargeAmount(null)).toBe(100);
  });
  it('keeps presets of 10 or more', () => {
    expect(initialRechargeAmount(10)).toBe(10);
    expect(initialRechargeAmount(500)).toBe(500);
    expect(initialRechargeAmount('250')).toBe(250);
  });
  it('replaces presets below 10 with 100', () => {
    expect(initialRechargeAmount(9.99)).toBe(100);
    expect(initialRechargeAmount(0)).toBe(100);
    expect(initialRechargeAmount(-5)).toBe(100);
  });
});

describe('raiseToMinimum (spec §4: below 10 raised to 10 after a pause)', () => {
  it('raises amounts below 10', () => {
    expect(raiseToMinimum('1')).toBe('10');
    expect(raiseToMinimum('9.99')).toBe('10');
    expect(raiseToMinimum('0')).toBe('10');
  });
  it('keeps valid amounts and empty input', () => {
    expect(raiseToMinimum('10')).toBe('10');
    expect(raiseToMinimum('88.5')).toBe('88.5');
    expect(raiseToMinimum('')).toBe('');
  });
});

describe('validateRechargeAmount (spec §5: required, minimum 10)', () => {
  it('requires a value', () => {
    expect(validateRechargeAmount('', t)).toBe('Please enter the recharge amount');
    expect(validateRechargeAmount('  ', t)).toBe('Please enter the recharge amount');
  });
  it('enforces the minimum', () => {
    expect(validateRechargeAmount('5', t)).toBe('The minimum recharge amount is 10 yuan');
    expect(validateRechargeAmount('0', t)).toBe('Please enter a valid amount');
    expect(validateRechargeAmount('10', t)).toBeNull();
    expect(validateRechargeAmount('100.50', t)).toBeNull();
    expect(validateRechargeAmount('50000', t)).toBeNull();
    expect(validateRechargeAmount('50000.01', t)).toBe(
      'An online top-up is at most 50,000 yuan; please use a bank transfer for more',
    );
    expect(validateRechargeAmount('60000', t, BANK_TRANSFER_MAX)).toBeNull();
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and at most two decimals', () => {
    expect(sanitizeAmountInput('12.345')).toBe('12.34');
    expect(sanitizeAmountInput('1a0')).toBe('10');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('abc')).toBe('');
  });
});

describe('rechargeGate (spec §5, §6)', () => {
  it('main account with verification passed may recharge', () => {
    expect(rechargeGate({ pid: 0, authentication_status: 2 }, [])).toBe('ok');
  });
  it('asks for real-name verification unless status is 2', () => {
    expect(rechargeGate({ pid: 0, authentication_status: 1 }, [])).toBe('real-name');
    expect(rechargeGate({ pid: 0, authentication_status: 0 }, [])).toBe('real-name');
  });
  it('sub-accounts need cost-3-1', () => {
    expect(rechargeGate({ pid: 7, authentication_status: 2 }, [])).toBe('no-permission');
    expect(rechargeGate({ pid: 7, authentication_status: 2 }, new Set(['cost-1-1']))).toBe('no-permission');
    expect(rechargeGate({ pid: 7, authentication_status: 2 }, new Set(['cost-3-1']))).toBe('ok');
    expect(rechargeGate({ pid: 7, authentication_status: 0 }, ['cost-3-1'])).toBe('real-name');
  });
});

describe('payState (pay_status of /v1/order_pay_status)', () => {
  it("maps '2' paid, '3' expired, '4' failed", () => {
    expect(payState('2')).toBe('paid');
    expect(payState(2)).toBe('paid');
    expect(payState('3')).toBe('expired');
    expect(payState('4')).toBe('failed');
  });
  it("treats '1' and anything unknown as pending, so polling goes on", () => {
    expect(payState('1')).toBe('pending');
    expect(payState(undefined)).toBe('pending');
    expect(payState('9')).toBe('pending');
  });
  it('has messages for the end states other than paid', () => {
    expect(payStateMessage('expired', t)).toBe('The order has expired');
    expect(payStateMessage('failed', t)).toBe('Payment failed!');
    expect(payStateMessage('pending', t)).toBeNull();
    expect(payStateMessage('paid', t)).toBeNull();
    expect(noPermissionMessage(t)).toBe(
      'You currently have no permission, please contact the main account to enable it',
    );
  });
});

describe('isWebPayUrl', () => {
  it('is true for http(s) pages only', () => {
    expect(isWebPayUrl('http://127.0.0.1:8080/sandbox/cashier?order_num=1')).toBe(true);
    expect(isWebPayUrl('https://pay.example.com/x')).toBe(true);
    expect(isWebPayUrl('weixin://wxpay/bizpayurl?pr=abc')).toBe(false);
    expect(isWebPayUrl('')).toBe(false);
    expect(isWebPayUrl(null)).toBe(false);
  });
});
