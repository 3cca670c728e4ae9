import { describe, expect, it } from 'vitest';
import { chinaToday, isDate, shiftPeriod } from './overview';

describe('overview periods', () => {
  it('steps a day, a week or a month back and forth', () => {
    expect(shiftPeriod('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftPeriod('week', '2026-03-04', 1)).toBe('2026-03-11');
    // 31 January plus a month is the last day of February; minus one month from March 31st likewise.
    expect(shiftPeriod('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftPeriod('month', '2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftPeriod('month', '2026-12-15', 1)).toBe('2027-01-15');
  });

  it('takes only dates that exist, and today in China time', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-3-1')).toBe(false);
    expect(isDate(null)).toBe(false);
    // 16:30 UTC is 00:30 the next day in China.
    expect(chinaToday(Date.parse('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
  });
});
