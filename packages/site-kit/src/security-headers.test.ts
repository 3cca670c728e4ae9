import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, contentSecurityPolicy, HSTS, newNonce, securityHeaders } from './security-headers';

/** Directive name → its values. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('content security policy', () => {
  const csp = directives(
    contentSecurityPolicy({
      framing: 'self',
      nonce: 'abc123==',
      apiUrl: 'https://api.example.com/v1/',
      storageUrl: 'https://lanyun-uploads.oss-cn-hangzhou.aliyuncs.com/some/path',
      imgSrc: ['blob:'],
    }),
  );

  it('allows scripts from this origin and with this response’s nonce only', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(contentSecurityPolicy({ framing: 'self', nonce: 'n' })).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the browser reach the API origin and load its images, and nothing else by default', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
    // Images: this site, the API and the configured object store, plus what the site adds; never any HTTPS host.
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://lanyun-uploads.oss-cn-hangzhou.aliyuncs.com',
      'blob:',
    ]);
    expect(directives(contentSecurityPolicy({ framing: 'none' })).get('img-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('keeps the console out of every frame and the public sites out of other sites’ frames', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ framing: 'none' })).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('relaxes scripts and connections for the development server only', () => {
    const dev = directives(contentSecurityPolicy({ framing: 'self', nonce: 'n', dev: true }));
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(dev.get('connect-src')).toContain('ws:');
  });

  it('ignores an API URL that is not a URL', () => {
    expect(directives(contentSecurityPolicy({ framing: 'self', apiUrl: 'not a url' })).get('connect-src')).toEqual([
      "'self'",
    ]);
  });
});

describe('security headers', () => {
  it('sends nosniff, the referrer policy and the frame options; HSTS only in production', () => {
    const site = securityHeaders({ framing: 'self' });
    expect(site['X-Content-Type-Options']).toBe('nosniff');
    expect(site['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(site['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(site['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ framing: 'none' })['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders({ framing: 'self', production: true })['Strict-Transport-Security']).toBe(HSTS);
    expect(
      securityHeaders({ framing: 'self', production: true, dev: true })['Strict-Transport-Security'],
    ).toBeUndefined();
  });

  it('sets them on a Headers object, replacing what was there', () => {
    const headers = applySecurityHeaders(new Headers({ 'x-frame-options': 'ALLOWALL', 'cache-control': 'no-store' }), {
      framing: 'none',
    });
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('makes a different 128-bit nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(atob(n)).toHaveLength(16);
  });
});
