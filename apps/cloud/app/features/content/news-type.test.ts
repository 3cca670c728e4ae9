import { describe, expect, it } from 'vitest';
import { newsSlug, parseNewsType, parsePage } from './news-type';

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
