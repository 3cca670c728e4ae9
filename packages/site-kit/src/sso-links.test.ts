import { describe, expect, it } from 'vitest';
import { cloudLoginHref, isHandoffHref, sisterPageHref } from './sso-links';

describe('links between the two sites', () => {
  it('sends log-in to the cloud site and back through its /sso/start to our /sso', () => {
    const href = new URL(cloudLoginHref('http://cloud.test', 'http://ip.test', '/dashboard?x=1'));
    expect(href.origin + href.pathname).toBe('http://cloud.test/login');
    expect(href.searchParams.get('tp')).toBe('1');
    const start = new URL(href.searchParams.get('redirect')!, 'http://cloud.test');
    expect(start.pathname).toBe('/sso/start');
    const back = new URL(start.searchParams.get('return')!);
    expect(back.origin + back.pathname).toBe('http://ip.test/sso');
    expect(back.searchParams.get('next')).toBe('/dashboard?x=1');
  });

  it('reaches a page of the other site through this site’s /sso/start', () => {
    const start = new URL(sisterPageHref('http://cloud.test', '/user/basic'), 'http://ip.test');
    expect(start.pathname).toBe('/sso/start');
    const back = new URL(start.searchParams.get('return')!);
    expect(back.origin + back.pathname + back.search).toBe('http://cloud.test/sso?next=%2Fuser%2Fbasic');
  });

  it('tells handoff links from other paths', () => {
    expect(isHandoffHref(sisterPageHref('http://cloud.test', '/notice'))).toBe(true);
    expect(isHandoffHref('/sso/start')).toBe(true);
    expect(isHandoffHref('/sso?code=x')).toBe(false);
    expect(isHandoffHref('/sso/starter')).toBe(false);
    expect(isHandoffHref('/notice')).toBe(false);
  });
});
