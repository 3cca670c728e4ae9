import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@lanyun/i18n/react';
import {
  EMPTY_LEDGER_FILTER,
  dayStartSeconds,
  formatWalletTotal,
  ledgerCsvQuery,
  ledgerFilterError,
  ledgerKindLabel,
  orderStatusLabel,
  pageCount,
  payTypeLabel,
  signedMoney,
} from './ledger';

describe('dates of the ledger filter (UTC+8 whole days)', () => {
  it('gives the start of a day in UTC+8', () => {
    // 2025-01-02 00:00 +08:00 = 2025-01-01 16:00 UTC
    expect(dayStartSeconds('2025-01-02')).toBe(Date.UTC(2025, 0, 1, 16) / 1000);
    expect(dayStartSeconds('2025-01-02', 0)).toBe(Date.UTC(2025, 0, 2) / 1000);
  });
  it('rejects non-dates', () => {
    expect(dayStartSeconds('')).toBeNull();
    expect(dayStartSeconds('2025-02-30')).toBeNull();
    expect(dayStartSeconds('02/01/2025')).toBeNull();
  });
  it('includes both days: from = start of the first, to = start of the day after the last (exclusive)', () => {
    expect(ledgerCsvQuery({ kind: 'topup', from: '2025-01-02', to: '2025-01-02' })).toEqual({
      kind: 'topup',
      from: Date.UTC(2025, 0, 1, 16) / 1000,
      to: Date.UTC(2025, 0, 2, 16) / 1000,
    });
    expect(ledgerCsvQuery(EMPTY_LEDGER_FILTER)).toEqual({});
    expect(ledgerCsvQuery({ kind: '', from: 'nonsense', to: '' })).toEqual({});
  });
  it('flags a backwards range', () => {
    expect(ledgerFilterError({ kind: '', from: '2025-01-03', to: '2025-01-02' })).toBe('wallet.rangeError');
    expect(ledgerFilterError({ kind: '', from: '2025-01-02', to: '2025-01-02' })).toBeNull();
    expect(ledgerFilterError({ kind: '', from: '2025-01-02', to: '' })).toBeNull();
  });
});

describe('labels', () => {
  const { t } = renderHook(() => useTranslation()).result.current;
  it('names kinds, statuses and pay types', () => {
    expect(ledgerKindLabel(t, 'topup')).toBe('Online top-up');
    expect(ledgerKindLabel(t, 'bank_transfer')).toBe('Bank transfer');
    expect(ledgerKindLabel(t, 'something_new')).toBe('something_new');
    expect(orderStatusLabel(t, '1')).toBe('Pending');
    expect(orderStatusLabel(t, 2)).toBe('Paid');
    expect(orderStatusLabel(t, '3')).toBe('Expired');
    expect(orderStatusLabel(t, '4')).toBe('Failed');
    expect(payTypeLabel(t, 1)).toBe('WeChat Pay');
    expect(payTypeLabel(t, 2)).toBe('Alipay');
  });
});

describe('money display (spec §3, §9)', () => {
  it('signs amount changes with two decimals and separators', () => {
    expect(signedMoney('10.00')).toBe('+10.00');
    expect(signedMoney('-1234.5')).toBe('-1,234.50');
    expect(signedMoney('0.00')).toBe('0.00');
  });
  it('totals balance and gift balance with separators, capped at 99999999.99', () => {
    expect(formatWalletTotal({ balance: '10.00', give_balance: '5.50' })).toBe('15.50');
    expect(formatWalletTotal({ balance: '1234.00', give_balance: '0.00', total_balance: '1234.00' })).toBe('1,234.00');
    expect(formatWalletTotal({ balance: '10000000.00', give_balance: '1.00' })).toBe('99999999.99');
    expect(formatWalletTotal({ balance: '9999999.99', give_balance: '0.01' })).toBe('10,000,000.00');
    expect(formatWalletTotal(null)).toBe('0.00');
  });
});

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
