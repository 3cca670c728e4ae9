import { describe, expect, it } from 'vitest';
import { lastPageHref, newsSlug, parseNewsType, parsePage } from './news-type';

describe('parseNewsType', () => {
  it('maps info/doc to types 1/2', () => {
    expect(parseNewsType('info')).toEqual({ kind: 1 });
    expect(parseNewsType('doc')).toEqual({ kind: 2 });
    expect(newsSlug(1)).toBe('info');
    expect(newsSlug(2)).toBe('doc');
  });
  it('accepts a class id', () => {
    expect(parseNewsType('3')).toEqual({ classId: 3 });
  });
  it('rejects anything else', () => {
    expect(parseNewsType('0')).toBeNull();
    expect(parseNewsType('abc')).toBeNull();
    expect(parseNewsType(undefined)).toBeNull();
    expect(parseNewsType('1e3')).toBeNull();
  });
  it('parses page numbers', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});

describe('lastPageHref', () => {
  const at = (path: string) => new URL(path, 'http://x');
  it('moves a language switch past the end of the other language to its last page', () => {
    expect(lastPageHref(at('/news/info?page=3&lang=en'), 3, 12, 10)).toBe('/news/info?page=2&lang=en');
    expect(lastPageHref(at('/news/1?page=2&lang=en'), 2, 4, 10)).toBe('/news/1?lang=en');
  });
  it('leaves pages that exist, and URLs without a language (a 404 past the end), alone', () => {
    expect(lastPageHref(at('/news/info?page=2&lang=en'), 2, 12, 10)).toBeNull();
    expect(lastPageHref(at('/news/info?page=3'), 3, 12, 10)).toBeNull();
  });
});
