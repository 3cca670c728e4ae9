import { describe, expect, it } from 'vitest';
import { auditExportHref, changedFields, dayStart, filtersFromSearch } from './audit';

describe('audit filters', () => {
  it('reads the filters from the URL, dropping empty and malformed ones', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('operator_id=3&action=news.&target_type=&target_id=%2012%20&from=2026-11-01&to=2026-11-02'),
      ),
    ).toEqual({
      operator_id: 3,
      action: 'news.',
      target_id: '12',
      from: dayStart('2026-11-01'),
      to: dayStart('2026-11-02')! + 86_399,
    });
    expect(filtersFromSearch(new URLSearchParams('operator_id=abc&from=yesterday'))).toEqual({});
  });

  it('exports what the filters show, through the console’s /api proxy', () => {
    expect(auditExportHref({})).toBe('/api/ops/audit/export');
    expect(auditExportHref(filtersFromSearch(new URLSearchParams('action=news.&from=2026-01-02')))).toBe(
      '/api/ops/audit/export?action=news.&from=1767283200',
    );
  });

  it('starts a day at midnight China time', () => {
    expect(dayStart('2026-01-01')).toBe(Date.UTC(2025, 11, 31, 16) / 1000);
    expect(dayStart('01/01/2026')).toBeNull();
  });
});

describe('changedFields', () => {
  it('lists what an update changed', () => {
    expect(changedFields({ title: 'a', hot: false, sort: 1 }, { title: 'b', hot: false, sort: 2 })).toEqual([
      { key: 'title', before: 'a', after: 'b' },
      { key: 'sort', before: 1, after: 2 },
    ]);
  });

  it('lists nothing for a creation or deletion', () => {
    expect(changedFields(null, { title: 'a' })).toEqual([]);
    expect(changedFields({ title: 'a' }, null)).toEqual([]);
  });
});
