/** Tests for time-zone offsets and local times computed through Intl (ICU). */
import { describe, expect, it } from 'vitest';
import { formatOffset, parseGmtOffset, ZoneClock } from './timezone.ts';

describe('formatOffset / parseGmtOffset', () => {
  it.each([
    [0, '+00:00'],
    [480, '+08:00'],
    [330, '+05:30'],
    [-210, '-03:30'],
    [765, '+12:45'],
    [-600, '-10:00'],
  ])('%i minutes ↔ %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
    expect(parseGmtOffset(`GMT${text}`)).toBe(minutes);
  });

  it('parses the forms ICU emits', () => {
    expect(parseGmtOffset('GMT')).toBe(0);
    expect(parseGmtOffset('GMT+8')).toBe(480);
    expect(parseGmtOffset('GMT\u221205:00')).toBe(-300);
    expect(() => parseGmtOffset('CET')).toThrow(RangeError);
  });
});

describe('ZoneClock', () => {
  const clock = new ZoneClock();
  const at = (zone: string, iso: string) => clock.at(zone, Date.parse(iso));

  it('follows DST transitions (America/New_York, 2025-03-09)', () => {
    expect(at('America/New_York', '2025-03-09T06:59:59Z')).toEqual({
      name: 'America/New_York',
      offset: '-05:00',
      current_time: '2025-03-09T01:59:59-05:00',
    });
    expect(at('America/New_York', '2025-03-09T07:00:00Z')).toEqual({
      name: 'America/New_York',
      offset: '-04:00',
      current_time: '2025-03-09T03:00:00-04:00',
    });
    // Going back in time re-evaluates the cached offset.
    expect(at('America/New_York', '2025-01-01T00:00:00Z')?.current_time).toBe('2024-12-31T19:00:00-05:00');
  });

  it('handles fractional and southern-hemisphere offsets', () => {
    expect(at('Asia/Kolkata', '2025-06-01T00:00:00Z')?.current_time).toBe('2025-06-01T05:30:00+05:30');
    expect(at('Pacific/Chatham', '2025-01-01T00:00:00Z')?.offset).toBe('+13:45');
    expect(at('Australia/Sydney', '2025-01-01T00:00:00Z')?.offset).toBe('+11:00');
    expect(at('Australia/Sydney', '2025-07-01T00:00:00Z')?.offset).toBe('+10:00');
    expect(at('Etc/UTC', '2025-07-01T12:34:56.789Z')).toEqual({
      name: 'Etc/UTC',
      offset: '+00:00',
      current_time: '2025-07-01T12:34:56+00:00',
    });
  });

  it('returns null for a zone ICU does not know', () => {
    expect(at('Mars/Olympus_Mons', '2025-01-01T00:00:00Z')).toBeNull();
  });
});
