import { describe, expect, it } from 'vitest';
import { isHandoffHref, sisterPageHref } from './sso-links';

describe('handoff links', () => {
  it('reaches a page of the other site through that site’s /sso/start', () => {
    const start = new URL(sisterPageHref('http://cloud.test', '/user/basic'));
    expect(start.origin + start.pathname).toBe('http://cloud.test/sso/start');
    expect(start.searchParams.get('next')).toBe('/user/basic');
  });

  it('recognises links into the handoff routes only', () => {
    expect(isHandoffHref(sisterPageHref('http://cloud.test', '/notice'))).toBe(true);
    expect(isHandoffHref('/sso/start')).toBe(true);
    expect(isHandoffHref('/sso/code?return=x')).toBe(true);
    expect(isHandoffHref('/sso?code=x')).toBe(false);
    expect(isHandoffHref('/sso/starter')).toBe(false);
    expect(isHandoffHref('/notice')).toBe(false);
  });
});
