import { describe, expect, it } from 'vitest';
import { dailyTotals } from './usage';

describe('dailyTotals', () => {
  it('sums the keys per day and fills quiet days with 0, oldest first', () => {
    const rows = [
      { key_id: 1, day: '2026-11-23', count: 5 },
      { key_id: 2, day: '2026-11-23', count: 2 },
      { key_id: 1, day: '2026-11-21', count: 1 },
    ];
    expect(dailyTotals(rows, 3, new Date('2026-11-23T10:00:00Z'))).toEqual([
      { day: '2026-11-21', count: 1 },
      { day: '2026-11-22', count: 0 },
      { day: '2026-11-23', count: 7 },
    ]);
  });
});
