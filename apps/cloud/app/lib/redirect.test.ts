import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/user/basic')).toBe('/user/basic');
    expect(safeRedirect('/news/info?page=2')).toBe('/news/info?page=2');
  });
  it('rejects anything that could leave the site or loop to login', () => {
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?tp=1')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('', '/user/basic')).toBe('/user/basic');
  });
});
