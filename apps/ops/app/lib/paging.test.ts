import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageFromSearch } from './paging';

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('keeps a page inside the list', () => {
    expect(clampPage(5, 21, 20)).toBe(2);
    expect(clampPage(0, 21, 20)).toBe(1);
  });

  it('reads the page from the URL, defaulting to 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
  });
});
