import { describe, expect, it } from 'vitest';
import { MAX_ORIGINS, normalizeOrigin, originAllowed, parseOrigins } from './origins.ts';

describe('normalizeOrigin', () => {
  it('gives the origin as browsers send it: lower-case host, default port dropped, one trailing slash tolerated', () => {
    expect(normalizeOrigin('https://shop.example')).toBe('https://shop.example');
    expect(normalizeOrigin('HTTPS://Shop.Example:443/')).toBe('https://shop.example');
    expect(normalizeOrigin('http://shop.example:80')).toBe('http://shop.example');
    expect(normalizeOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeOrigin('https://shop.example:8443')).toBe('https://shop.example:8443');
    expect(normalizeOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(normalizeOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses anything that is not an http(s) origin', () => {
    for (const bad of [
      'shop.example',
      'localhost:3000',
      '//shop.example',
      'ftp://shop.example',
      'file:///tmp/x',
      'chrome-extension://abcdef',
      'https://shop.example/path',
      'https://shop.example/?',
      'https://shop.example?q=1',
      'https://shop.example#top',
      'https://user:pw@shop.example',
      'https://*.shop.example',
      'https://shop.example//',
      'null',
      '*',
      '',
    ]) {
      expect(normalizeOrigin(bad), bad).toBeNull();
    }
  });
});

describe('parseOrigins', () => {
  it('splits on commas, spaces and newlines, normalises and removes duplicates in order', () => {
    expect(parseOrigins('https://b.example, HTTP://A.example:80\nhttps://b.example:443/  \r\n')).toEqual({
      origins: ['https://b.example', 'http://a.example'],
    });
    expect(parseOrigins(['https://a.example', 'https://c.example,https://a.example'])).toEqual({
      origins: ['https://a.example', 'https://c.example'],
    });
  });

  it('reads an empty list as unrestricted', () => {
    expect(parseOrigins('')).toEqual({ origins: [] });
    expect(parseOrigins(' , \n')).toEqual({ origins: [] });
    expect(parseOrigins([])).toEqual({ origins: [] });
  });

  it('names the first bad entry', () => {
    expect(parseOrigins('https://ok.example shop.example/x ftp://x')).toEqual({
      error: { reason: 'apikey.origin_invalid', params: { origin: 'shop.example/x' } },
    });
  });

  it(`allows at most ${MAX_ORIGINS} distinct origins`, () => {
    const many = Array.from({ length: MAX_ORIGINS + 1 }, (_, i) => `https://s${i}.example`);
    expect(parseOrigins(many.slice(0, MAX_ORIGINS))).toEqual({ origins: many.slice(0, MAX_ORIGINS) });
    expect(parseOrigins(many.join('\n'))).toEqual({
      error: { reason: 'apikey.origins_max', params: { max: MAX_ORIGINS } },
    });
    // Duplicates do not count.
    expect(parseOrigins([...many.slice(0, MAX_ORIGINS), 'HTTPS://S0.example/'])).toEqual({
      origins: many.slice(0, MAX_ORIGINS),
    });
  });
});

describe('originAllowed', () => {
  const origins = new Set(['https://shop.example', 'http://localhost:3000']);
  it('takes the Origin header first, else the origin of the Referer', () => {
    expect(originAllowed(origins, 'https://shop.example', undefined)).toBe(true);
    expect(originAllowed(origins, 'https://evil.example', 'https://shop.example/page')).toBe(false);
    expect(originAllowed(origins, undefined, 'http://localhost:3000/dashboard?x=1')).toBe(true);
    expect(originAllowed(origins, undefined, 'https://evil.example/')).toBe(false);
    expect(originAllowed(origins, 'null', undefined)).toBe(false);
  });

  it('refuses a call with neither header, and a malformed Referer', () => {
    expect(originAllowed(origins, undefined, undefined)).toBe(false);
    expect(originAllowed(origins, undefined, 'not a url')).toBe(false);
  });
});
