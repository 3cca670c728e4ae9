import { describe, expect, it } from 'vitest';
import { exportHref, queueListCodec } from './list-state';

const codec = queueListCodec({
  statuses: [1, 2, 3],
  sorts: ['id', 'amount'] as const,
  defaults: { status: 1, sort: 'id', order: 'desc', size: 20 },
});

describe('queueListCodec', () => {
  it('reads the URL, falling back to the defaults for what is missing or not understood', () => {
    expect(codec.fromSearch(new URLSearchParams('status=9&sort=password&order=up&size=7&page=-2'))).toEqual(
      codec.defaults,
    );
    expect(codec.fromSearch(new URLSearchParams('q=+Ltd+&status=0&sort=amount&order=asc&size=50&page=3'))).toEqual({
      q: 'Ltd',
      status: 0,
      sort: 'amount',
      order: 'asc',
      size: 50,
      page: 3,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(codec.toSearch(codec.defaults).toString()).toBe('');
    expect(codec.toSearch({ ...codec.defaults, status: 0, sort: 'amount', page: 2 }).toString()).toBe(
      'status=0&sort=amount&page=2',
    );
  });
});

describe('exportHref', () => {
  it('goes through the console proxy and leaves out empty parameters', () => {
    expect(exportHref('/ops/invoice/export', { q: '', status: 'all', sort: 'id' })).toBe(
      '/api/ops/invoice/export?status=all&sort=id',
    );
  });
});
