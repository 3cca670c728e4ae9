import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./api.server', () => ({ serverApi: () => ({ call }) }));

const { beginHandoff, ssoCodeLoader, ssoExchangeLoader, ssoStartLoader, SSO_STATE_COOKIE } = await import(
  './sso.server'
);

const location = (r: Response) => r.headers.get('location');
const setCookies = (r: Response | { init?: ResponseInit | null }) =>
  (r instanceof Response ? r.headers : new Headers(r.init?.headers)).getSetCookie();

/** Starts a handoff on ip.test and returns the state it set and the URL of the cloud's /sso/code it went to. */
function start(next = '/dashboard') {
  const res = ssoStartLoader(new Request(`http://ip.test/sso/start?next=${encodeURIComponent(next)}`), {
    sisterUrl: 'http://cloud.test',
  });
  const [cookie] = setCookies(res);
  const state = /^sso-state=([^;]+)/.exec(cookie!)![1]!;
  return { res, cookie: cookie!, state, target: new URL(location(res)!) };
}

beforeEach(() => call.mockReset());

describe('log-in handoff: start (on the site that receives the session)', () => {
  it('sets an HttpOnly, SameSite=Lax, short-lived state cookie and carries the state to the sister site', () => {
    const { cookie, state, target } = start('/billing?x=1');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/sso/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.origin + target.pathname).toBe('http://cloud.test/sso/code');
    const back = new URL(target.searchParams.get('return')!);
    expect(back.origin + back.pathname).toBe('http://ip.test/sso');
    expect(back.searchParams.get('next')).toBe('/billing?x=1');
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('makes a new state each time', () => {
    expect(start().state).not.toBe(start().state);
  });

  it('goes through the sister site’s log-in when asked to, and checks `next`', () => {
    const res = beginHandoff(new Request('http://ip.test/login'), {
      sisterUrl: 'http://cloud.test/',
      next: '/%09/evil.test',
      login: 2,
    });
    const target = new URL(location(res)!);
    expect(target.origin + target.pathname).toBe('http://cloud.test/login');
    expect(target.searchParams.get('tp')).toBe('2');
    const code = new URL(target.searchParams.get('redirect')!, 'http://cloud.test');
    expect(code.pathname).toBe('/sso/code');
    expect(new URL(code.searchParams.get('return')!).searchParams.get('next')).toBe('/');
  });

  it('sends a link of the former shape on to the sister site’s start, and no further', () => {
    const legacy = ssoStartLoader(
      new Request('http://ip.test/sso/start?return=http%3A%2F%2Fcloud.test%2Fsso%3Fnext%3D%252Fuser%252Fauth'),
      { sisterUrl: 'http://cloud.test' },
    );
    expect(location(legacy)).toBe('http://cloud.test/sso/start?next=%2Fuser%2Fauth');
    const stranger = ssoStartLoader(new Request('http://ip.test/sso/start?return=https%3A%2F%2Fevil.test%2Fsso'), {
      sisterUrl: 'http://cloud.test',
    });
    expect(location(stranger)).toBe('/');
  });
});

describe('log-in handoff: code (on the site the visitor is logged in on)', () => {
  const back = (extra = '&state=abc') =>
    `http%3A%2F%2Fip.test%2Fsso%3Fnext%3D%252Fdashboard${encodeURIComponent(extra)}`;

  it('never hands a code to an origin that is not a sister site', async () => {
    const res = await ssoCodeLoader(
      new Request('http://cloud.test/sso/code?return=https%3A%2F%2Fevil.test%2Fsso%3Fstate%3Dx', {
        headers: { cookie: 'access-token=abc' },
      }),
      { allowedOrigins: ['http://ip.test'] },
    );
    expect(location(res)).toBe('/');
    expect(call).not.toHaveBeenCalled();
  });

  it('adds a code for a visitor with a session', async () => {
    call.mockResolvedValue({ code: 200, data: { code: 'C0DE', expires_in: 60 } });
    const res = await ssoCodeLoader(
      new Request(`http://cloud.test/sso/code?return=${back()}`, { headers: { cookie: 'access-token=abc' } }),
      { allowedOrigins: ['http://ip.test'] },
    );
    expect(call).toHaveBeenCalledWith('/v1/get_login_token');
    expect(location(res)).toBe('http://ip.test/sso?next=%2Fdashboard&state=abc&code=C0DE');
  });

  it('makes no code for a return without a state (it would be refused there)', async () => {
    const res = await ssoCodeLoader(
      new Request(`http://cloud.test/sso/code?return=${back('')}`, { headers: { cookie: 'access-token=abc' } }),
      { allowedOrigins: ['http://ip.test'] },
    );
    expect(location(res)).toBe('http://ip.test/sso?next=%2Fdashboard');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to the log-in, which comes back here, or back without a code', async () => {
    const url = `http://cloud.test/sso/code?return=${back()}`;
    const res = await ssoCodeLoader(new Request(url), { allowedOrigins: ['http://ip.test'], loginPath: '/login' });
    expect(location(res)).toBe(`/login?tp=1&redirect=${encodeURIComponent(`/sso/code?return=${back()}`)}`);
    const plain = await ssoCodeLoader(new Request(url), { allowedOrigins: ['http://ip.test'] });
    expect(location(plain)).toBe('http://ip.test/sso?next=%2Fdashboard&state=abc');
  });
});

describe('log-in handoff: exchange (back on the site that started it)', () => {
  const exchange = (query: string, cookie?: string) =>
    ssoExchangeLoader(new Request(`http://ip.test/sso?${query}`, cookie ? { headers: { cookie } } : {}));

  it('refuses a code this browser did not ask for, without calling the API or touching the session', async () => {
    for (const [query, cookie] of [
      ['code=ATTACKER&next=%2Fprofile', undefined],
      ['code=ATTACKER&next=%2Fprofile', `${SSO_STATE_COOKIE}=mine`],
      ['code=ATTACKER&state=theirs&next=%2Fprofile', `${SSO_STATE_COOKIE}=mine`],
      ['code=ATTACKER&state=theirs&next=%2Fprofile', 'access-token=visitor'],
    ] as const) {
      const res = await exchange(query, cookie);
      expect(res).not.toBeInstanceOf(Response);
      const refusal = res as { data: unknown; init: ResponseInit | null };
      expect(refusal.init?.status).toBe(403);
      expect(refusal.data).toEqual({ refused: true, next: '/profile' });
      expect(setCookies(refusal).some((c) => c.startsWith('access-token='))).toBe(false);
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('exchanges the code when the state matches, consuming the state cookie', async () => {
    const { state } = start();
    call.mockResolvedValue({ code: 200, data: { token: 'T0KEN', expires_in: 1, remember: false } });
    const res = (await exchange(
      `next=%2Fdashboard&state=${state}&code=C0DE`,
      `${SSO_STATE_COOKIE}=${state}; lang=en`,
    )) as Response;
    expect(call).toHaveBeenCalledWith('/v1/login_token_exchange', { code: 'C0DE' });
    expect(location(res)).toBe('/dashboard');
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith(`${SSO_STATE_COOKIE}=`))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('access-token='))).toMatch(/^access-token=T0KEN;/);
  });

  it('without a code goes on to `next`, consuming a state and setting no session', async () => {
    const res = (await exchange('next=%2Fbilling&state=abc', `${SSO_STATE_COOKIE}=abc`)) as Response;
    expect(location(res)).toBe('/billing');
    expect(setCookies(res)).toEqual([expect.stringMatching(/^sso-state=; .*Max-Age=0/)]);
    const plain = (await exchange('next=%2Fbilling')) as Response;
    expect(setCookies(plain)).toEqual([]);
  });

  it('keeps every `next` on this site, CR/LF included (a redirect to "/", never an error)', async () => {
    for (const next of [
      '%2F%09%2Fevil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example',
      '%2F%0d%0aSet-Cookie%3Ax',
      'javascript%3Aalert(1)',
    ]) {
      const res = (await exchange(`next=${next}`)) as Response;
      expect(location(res)).toBe('/');
    }
  });
});
