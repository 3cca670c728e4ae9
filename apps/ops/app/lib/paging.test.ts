import { describe, expect, it } from 'vitest';
import { clampPage, cursorAfter, pageCount, pageFromSearch, pageWindow } from './paging';

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

  it('links the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
  });
});

describe('cursorAfter', () => {
  it('reads the next page by the cursor of the page before it when that answer is at hand', () => {
    expect(cursorAfter(3, { page: 2, next_cursor: 'abc' })).toBe('abc');
    expect(cursorAfter(1, { page: 0, next_cursor: 'abc' })).toBeUndefined();
    // A jump (page 7 after page 2), the last page (no cursor) or nothing cached: by number.
    expect(cursorAfter(7, { page: 2, next_cursor: 'abc' })).toBeUndefined();
    expect(cursorAfter(3, { page: 2, next_cursor: null })).toBeUndefined();
    expect(cursorAfter(3, undefined)).toBeUndefined();
  });
});
