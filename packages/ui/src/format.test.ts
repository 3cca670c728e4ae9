import { describe, expect, it } from 'vitest';
import { formatBalance, formatBytes, formatDate, formatMoney, formatNumber, formatZoned } from './format';

describe('formatNumber (spec §9: 4+ digits get thousands separators)', () => {
  it('leaves numbers under 1000 alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('12.5')).toBe('12.5');
  });
  it('groups 4+ digit numbers', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(50000)).toBe('50,000');
    expect(formatNumber('1234567.89')).toBe('1,234,567.89');
    expect(formatNumber(-1234)).toBe('-1,234');
  });
  it('renders non-numbers as a dash', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber('abc')).toBe('-');
  });
});

describe('formatMoney', () => {
  it('shows two decimals with separators', () => {
    expect(formatMoney('39.00')).toBe('39.00');
    expect(formatMoney(39)).toBe('39.00');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney(undefined)).toBe('0.00');
  });
});

describe('formatBalance (spec §3 User: total_balance, two decimals, cap 99999999.99)', () => {
  it('shows total_balance with two decimals', () => {
    expect(formatBalance({ balance: '0.00', give_balance: '0.00', total_balance: '0.00' })).toBe('0.00');
    expect(formatBalance({ balance: '80.5', give_balance: '20', total_balance: '100.5' })).toBe('100.50');
  });
  it('computes balance + give_balance when total_balance is missing', () => {
    expect(formatBalance({ balance: '80.50', give_balance: '19.50' })).toBe('100.00');
  });
  it('caps when balance is 10,000,000 or more', () => {
    expect(formatBalance({ balance: '10000000.00', total_balance: '10000100.00' })).toBe('99999999.99');
    expect(formatBalance({ balance: '9999999.99', total_balance: '9999999.99' })).toBe('9999999.99');
  });
  it('handles a missing user', () => {
    expect(formatBalance(null)).toBe('0.00');
  });
});

describe('formatDate (spec §9: from unix seconds, default YYYY-MM-DD)', () => {
  it('formats in China Standard Time by default', () => {
    // 2024-01-01T16:30:00Z is 2024-01-02 00:30 in UTC+8.
    expect(formatDate(1704126600)).toBe('2024-01-02');
    expect(formatDate(1704126600, 'YYYY-MM-DD HH:mm')).toBe('2024-01-02 00:30');
  });
  it('reads the numeric dayjs tokens and bracketed text', () => {
    expect(formatDate(1704126600.25, 'YYYY-MM-DD HH:mm:ss.SSS')).toBe('2024-01-02 00:30:00.250');
    expect(formatDate(1709253005, 'YY/M/D H:m:s')).toBe('24/3/1 8:30:5');
    expect(formatDate('1704126600', '[Year] YYYY, DD.MM')).toBe('Year 2024, 02.01');
  });
  it('accepts another offset', () => {
    expect(formatDate(1704126600, 'YYYY-MM-DD', 0)).toBe('2024-01-01');
  });
  it('renders missing times as a dash', () => {
    expect(formatDate(0)).toBe('-');
    expect(formatDate(null)).toBe('-');
  });
});

describe('formatBytes', () => {
  it('uses binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('formatZoned (one time zone, named after every time)', () => {
  it('writes Beijing time followed by (UTC+8)', () => {
    // 2026-11-26 06:05:09 UTC is 14:05 in Beijing.
    const at = Date.UTC(2026, 10, 26, 6, 5, 9) / 1000;
    expect(formatZoned(at)).toBe('2026-11-26 14:05 (UTC+8)');
    expect(formatZoned(at, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-26 14:05:09 (UTC+8)');
    expect(formatZoned(Date.UTC(2026, 10, 26, 17, 0) / 1000, 'YYYY-MM-DD')).toBe('2026-11-27 (UTC+8)');
  });
  it('writes a dash without a zone when there is no time', () => {
    expect(formatZoned(null)).toBe('-');
    expect(formatZoned(0)).toBe('-');
  });
});
