import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import answerBatching from './answer-batching.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with the plugin: /echo answers its `n` after `wait` ms, /fail answers 400, /stream a stream. */
async function server(enabled: boolean) {
  app = Fastify({ logger: false });
  await app.register(answerBatching, { enabled });
  const finished: number[] = [];
  app.addHook('onResponse', async (request) => {
    finished.push(Number((request.query as { n?: string }).n));
  });
  app.get('/echo', async (request) => {
    const q = request.query as { n: string; wait?: string };
    if (q.wait) await new Promise((r) => setTimeout(r, Number(q.wait)));
    return { n: Number(q.n) };
  });
  app.get('/fail', async (_request, reply) => reply.code(400).send({ code: 400, msg: 'bad' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, base, finished };
}

describe('answers written once per loop turn', () => {
  it('gives each of many concurrent requests its own answer, slow ones and errors included', async () => {
    const { base } = await server(true);
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, n) => {
        const res = await fetch(`${base}/echo?n=${n}&wait=${n % 3 === 0 ? n % 7 : ''}`);
        return { status: res.status, body: (await res.json()) as { n: number } };
      }),
    );
    expect(answers.map((a) => a.body.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [fail, missing] = await Promise.all([fetch(`${base}/fail`), fetch(`${base}/nowhere`)]);
    expect([fail.status, missing.status]).toEqual([400, 404]);
    expect(await fail.json()).toEqual({ code: 400, msg: 'bad' });
  });

  it('writes the answers of one turn after the turn, together and in the order they were ready', async () => {
    const { app, finished } = await server(true);
    const pending = [3, 1, 2].map((n) => app.inject({ method: 'GET', url: `/echo?n=${n}` }));
    // Handled in this turn (their handlers resolve in microtasks), but not yet written.
    await new Promise((r) => process.nextTick(r));
    await Promise.resolve();
    expect(finished).toEqual([]);
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.json<{ n: number }>().n)).toEqual([3, 1, 2]);
    expect(finished).toEqual([3, 1, 2]);
  });

  it('keeps two answers on one connection in order (HTTP pipelining)', async () => {
    const { base } = await server(true);
    const { connect } = await import('node:net');
    const url = new URL(base);
    const text = await new Promise<string>((resolve, reject) => {
      let got = '';
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          'GET /echo?n=1&wait=30 HTTP/1.1\r\nHost: x\r\n\r\nGET /echo?n=2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        );
      });
      socket.on('data', (d) => {
        got += d.toString();
      });
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
    expect(text.indexOf('{"n":1}')).toBeGreaterThan(-1);
    expect(text.indexOf('{"n":1}')).toBeLessThan(text.indexOf('{"n":2}'));
  });

  it('when off, writes each answer at once', async () => {
    const { app, finished } = await server(false);
    const answers = await Promise.all([1, 2].map((n) => app.inject({ method: 'GET', url: `/echo?n=${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(finished).toEqual([1, 2]);
  });
});
