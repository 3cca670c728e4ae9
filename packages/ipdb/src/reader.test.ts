import { describe, expect, it } from 'vitest';
import { openDatabaseBuffer } from './reader.ts';
import { randomContent } from './test-support/sample-db.ts';
import { serializeDatabase } from './writer.ts';

describe('the IPv4 answer cache', () => {
  it('answers repeats within the same second with one shared result, and a later second afresh', () => {
    const db = openDatabaseBuffer(serializeDatabase(randomContent(9)));
    const t = new Date('2026-01-01T00:00:00.100Z');
    const first = db.lookup('1.2.3.4', t);
    // The first repeat is computed and kept; later repeats in the same second return it.
    const second = db.lookup(' 1.2.3.4 ', new Date('2026-01-01T00:00:00.500Z'));
    expect(second).toEqual(first);
    expect(db.lookup('1.2.3.4', new Date('2026-01-01T00:00:00.900Z'))).toBe(second);
    expect(db.lookup('1.2.3.5', t)?.ip).toBe('1.2.3.5');
    const later = db.lookup('1.2.3.4', new Date('2026-01-01T00:00:01.000Z'));
    expect(later).not.toBe(first);
    expect(later).toEqual({ ...first, time_zone: later?.time_zone ?? null });
  });
});
