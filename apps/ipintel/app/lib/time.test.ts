import { describe, expect, it } from 'vitest';
import { formatUtcDay, formatUtcTime } from './time';

describe('IP site times', () => {
  it('shows a time in UTC with the zone named, as the usage chart counts days', () => {
    // 2026-11-26 14:05 in Beijing is 06:05 UTC.
    const at = Date.UTC(2026, 10, 26, 6, 5) / 1000;
    expect(formatUtcTime(at)).toBe('2026-11-26 06:05 (UTC)');
    expect(formatUtcDay(Date.UTC(2026, 10, 26, 23, 30) / 1000)).toBe('2026-11-26 (UTC)');
    expect(formatUtcTime(null)).toBe('-');
  });
});
