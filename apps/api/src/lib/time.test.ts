import { describe, expect, it } from 'vitest';
import { beijingTime } from './time.ts';

describe('Beijing time', () => {
  it('writes a UTC instant eight hours ahead, across the day and the year', () => {
    expect(beijingTime(new Date('2026-11-26T16:30:05Z'))).toBe('2026-11-27 00:30:05');
    expect(beijingTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 04:00:00');
    expect(beijingTime(new Date('2026-07-01T03:04:05Z'))).toBe('2026-07-01 11:04:05');
  });
});
