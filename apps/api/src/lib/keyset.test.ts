import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset.ts';

describe('keyset cursors', () => {
  it('give back the key they were made of, times to the microsecond', () => {
    const c = encodeCursor([1_733_600_000_123_456n, 'SB0000000012']);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, ['time', 'text'])).toEqual([1_733_600_000_123_456n, 'SB0000000012']);
    expect(decodeCursor(encodeCursor([new Date(1_000)]), ['time'])).toEqual([1_000_000n]);
    expect(decodeCursor(encodeCursor([42]), ['int'])).toEqual([42]);
  });

  it('refuse what they did not write with 400 validation.cursor', () => {
    const bad = [
      'e30', // {}
      encodeCursor(['42']), // a text where an id belongs
      encodeCursor([1.5]),
      encodeCursor([1, 2]), // another list's shape
      Buffer.from('not json').toString('base64url'),
    ];
    for (const c of bad)
      expect(() => decodeCursor(c, ['int'])).toThrow(
        expect.objectContaining({ code: 400, reason: 'validation.cursor' }),
      );
    expect(() => decodeCursor(encodeCursor(['x', 'y']), ['time', 'text'])).toThrow(
      expect.objectContaining({ reason: 'validation.cursor' }),
    );
  });
});
