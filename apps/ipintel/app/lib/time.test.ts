import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from './time';

describe('IP site times', () => {
  it('shows a time in Beijing time, as the cloud site shows the same ledger, with the zone named', () => {
    // 06:05 UTC is 14:05 in Beijing.
    const at = Date.UTC(2026, 10, 26, 6, 5) / 1000;
    expect(formatTime(at)).toBe('2026-11-26 14:05 (UTC+8)');
    // 23:30 UTC is already the next day in Beijing.
    expect(formatDay(Date.UTC(2026, 10, 26, 23, 30) / 1000)).toBe('2026-11-27 (UTC+8)');
    expect(formatTime(null)).toBe('-');
  });
});
