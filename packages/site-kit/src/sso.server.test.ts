import { describe, expect, it } from 'vitest';
import { safePath, ssoExchangeLoader, ssoStartLoader } from './sso.server';

const location = (r: Response) => r.headers.get('location');

describe('log-in handoff loaders', () => {
  it('keeps `next` on this site', () => {
    expect(safePath('/dashboard?x=1')).toBe('/dashboard?x=1');
    for (const bad of ['https://evil.test/', '//evil.test/', '/\\evil.test', '', null]) expect(safePath(bad)).toBe('/');
  });

  it('never hands a code to an origin that is not a sister site', async () => {
    const res = await ssoStartLoader(new Request('http://ip.test/sso/start?return=https%3A%2F%2Fevil.test%2Fsso', { headers: { cookie: 'access-token=abc' } }), { allowedOrigins: ['http://cloud.test'] });
    expect(location(res)).toBe('/');
  });

  it('sends a visitor without a session to the log-in, which comes back here', async () => {
    const url = 'http://cloud.test/sso/start?return=http%3A%2F%2Fip.test%2Fsso%3Fnext%3D%252Fdashboard';
    const res = await ssoStartLoader(new Request(url), { allowedOrigins: ['http://ip.test'], loginPath: '/login' });
    expect(location(res)).toBe(`/login?tp=1&redirect=${encodeURIComponent('/sso/start?return=http%3A%2F%2Fip.test%2Fsso%3Fnext%3D%252Fdashboard')}`);
    const back = await ssoStartLoader(new Request(url), { allowedOrigins: ['http://ip.test'] });
    expect(location(back)).toBe('http://ip.test/sso?next=%2Fdashboard');
  });

  it('without a code just goes on to `next`, setting no cookie', async () => {
    const res = await ssoExchangeLoader(new Request('http://ip.test/sso?next=%2Fbilling'));
    expect(location(res)).toBe('/billing');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
