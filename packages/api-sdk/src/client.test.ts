import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, dataOrThrow, queryData } from './client.ts';

// A real HTTP server standing in for the API, recording what the client sent.
let server: Server;
let baseUrl = '';
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const path = req.url!.split('?')[0];
      const send = (o: unknown) => res.setHeader('content-type', 'application/json').end(JSON.stringify(o));
      if (path === '/slow') return void setTimeout(() => send({ code: 200, msg: 'ok', data: 1 }), 500);
      if (path === '/html') return void res.end('<html>');
      if (path === '/string-code') return send({ code: '200', msg: 'ok', data: 1 });
      if (path === '/array') return send([200, 'ok']);
      if (path === '/no-data') return send({ code: 200, msg: 'ok' });
      if (path === '/no-msg') return send({ code: 200, data: 1 });
      if (path === '/expired') return send({ code: 506, msg: 'Your session has expired', data: null });
      if (path === '/v1/banner_list' || path === '/bad') return send({ code: 400, msg: 'Nope', data: null });
      send({ code: 200, msg: 'ok', data: { echo: path } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const untyped = (c: ReturnType<typeof createApiClient>) =>
  c.call as unknown as (p: string, params?: Record<string, unknown>) => ReturnType<typeof c.call>;

describe('createApiClient', () => {
  it('POSTs multipart/form-data with the channel and token headers', async () => {
    const call = untyped(createApiClient({ baseUrl, getToken: () => 'tok123' }));
    const res = await call('/v1/get_news_list', { page: 2, remember: true, skip: undefined });
    expect(res).toEqual({ code: 200, msg: 'ok', data: { echo: '/v1/get_news_list' } });
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.channel).toBe('pc');
    expect(req.headers.token).toBe('tok123');
    expect(req.body).toContain('name="page"\r\n\r\n2');
    expect(req.body).toContain('name="remember"\r\n\r\n1');
    expect(req.body).not.toContain('skip');
  });

  it('sends the body of a JSON-only path (a list of ids) as application/json', async () => {
    const client = createApiClient({ baseUrl });
    await client.call('/ops/real_name/review_bulk', { ids: [3, 5], decision: 'reject', reason: 'blurred' });
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ ids: [3, 5], decision: 'reject', reason: 'blurred' });
  });

  it('sends GET paths with a query string and no token when logged out', async () => {
    const call = untyped(createApiClient({ baseUrl }));
    await call('/ip/lookup', { ip: '8.8.8.8' });
    const req = seen.at(-1)!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/ip/lookup?ip=8.8.8.8');
    expect(req.headers.token).toBeUndefined();
  });

  it('warns for normal calls but not for quiet ones', async () => {
    const onWarning = vi.fn();
    const call = untyped(createApiClient({ baseUrl, onWarning }));
    expect((await call('/bad')).code).toBe(400);
    expect(onWarning).toHaveBeenCalledWith('Nope', 400, '/bad', null);
    onWarning.mockClear();
    expect((await call('/v1/banner_list')).msg).toBe('Nope');
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('does not warn for a call made with { quiet: true }', async () => {
    const onWarning = vi.fn();
    const client = createApiClient({ baseUrl, onWarning });
    const call = client.call as unknown as (
      p: string,
      params: object,
      o: { quiet: boolean },
    ) => ReturnType<typeof client.call>;
    expect((await call('/bad', {}, { quiet: true })).code).toBe(400);
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('raises the session-invalid event on code 506', async () => {
    const onSessionInvalid = vi.fn();
    const onWarning = vi.fn();
    const res = await untyped(createApiClient({ baseUrl, onSessionInvalid, onWarning }))('/expired');
    expect(res.code).toBe(506);
    expect(onSessionInvalid).toHaveBeenCalledWith('/expired');
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('turns a timeout, a non-envelope and a refused connection into code -1', async () => {
    const call = untyped(createApiClient({ baseUrl, timeoutMs: 100 }));
    expect(await call('/slow')).toEqual({ code: -1, msg: 'The request timed out, please try again', data: null });
    expect((await call('/html')).code).toBe(-1);
    const dead = untyped(createApiClient({ baseUrl: 'http://127.0.0.1:1' }));
    expect((await dead('/x')).msg).toBe('Network error, please check your connection');
  });

  it('accepts only {code: number, msg: string} objects as envelopes; a missing data is null', async () => {
    const call = untyped(createApiClient({ baseUrl }));
    expect(await call('/string-code')).toEqual({
      code: -1,
      msg: 'Unexpected response from the server (HTTP 200)',
      data: null,
    });
    expect((await call('/array')).code).toBe(-1);
    expect((await call('/no-msg')).code).toBe(-1);
    expect(await call('/no-data')).toEqual({ code: 200, msg: 'ok', data: null });
  });
});

describe('queryData / dataOrThrow (reads for react-query)', () => {
  it('resolves with data, and rejects with an ApiError carrying the code and message, without a warning', async () => {
    const onWarning = vi.fn();
    const client = createApiClient({ baseUrl, onWarning });
    await expect(queryData(client, '/v1/web_init' as never)).resolves.toEqual({ echo: '/v1/web_init' });
    const failed = await queryData(client, '/bad' as never).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ code: 400, message: 'Nope', path: '/bad' });
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('treats a 200 without data as a failed read', () => {
    expect(() => dataOrThrow({ code: 200, msg: 'ok', data: null })).toThrow(ApiError);
    expect(dataOrThrow({ code: 200, msg: 'ok', data: [] })).toEqual([]);
  });
});

describe('a site-relative base (the browser behind the site’s /api proxy)', () => {
  it('calls <base><path> on the page’s own origin and sends no token header without getToken', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ code: 200, msg: 'ok', data: 1 }));
    const client = createApiClient({ baseUrl: '/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    expect(client.baseUrl).toBe('/api');
    await client.call('/ip/lookup', { ip: '8.8.8.8' });
    await client.call('/v1/message_update', { ids: '1' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/ip/lookup?ip=8.8.8.8');
    expect(fetch.mock.calls[1]![0]).toBe('/api/v1/message_update');
    expect(fetch.mock.calls[1]![1]!.headers).not.toHaveProperty('token');
  });
});
