/**
 * Answers are written to their sockets once per turn of the event loop, together, instead of one by one as each is
 * ready: the design of Redis (replies queued while events are handled, written before the loop sleeps) and of
 * uWebSockets (sockets corked for the turn).
 *
 * Why: handing an answer to a TCP connection whose reader is asleep costs the writer the reader's wake-up (on
 * loopback, where nginx and the API meet, the whole receive path runs in the writer's system call, waking the reader's
 * CPU included). Written one by one, each answer leaves ≈ 35–70 µs of our work before the next, long enough for the
 * reader to drain its socket and sleep again, so every answer pays a wake-up; written together, the first wakes it and
 * the rest find it awake. What it buys today: README.md here.
 *
 * How: an `onSend` hook at the root queues each answer's continuation, and one `setImmediate` (the loop's check
 * phase, right after the poll phase that read the requests) runs them in arrival order. Under light load the turn
 * holds one answer and the delay is that of a `setImmediate`, a few µs. Every answer passes (errors, streams, the IP
 * API); the order of two answers on one connection (HTTP pipelining) is kept, as the queue is first in, first out.
 * `SPEED_ANSWER_BATCHING=off` (or `SPEED_MACHINERY=off`) writes each answer at once (switches.ts).
 */
import type { FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

type Continue = (err: null, payload: unknown) => void;

export default fp(
  async (app, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    /** The answers of this turn: continuation, payload and reply, one after the other. */
    let queued: unknown[] = [];
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      const turn = queued;
      queued = [];
      for (let i = 0; i < turn.length; i += 3) {
        try {
          (turn[i] as Continue)(null, turn[i + 1]);
        } catch (err) {
          // Only a fault of ours gets here (a payload Fastify cannot write): that answer is lost, the rest of the turn
          // is not. The connection is closed so its client does not wait for an answer that will not come.
          const reply = turn[i + 2] as FastifyReply;
          reply.log.error({ err }, 'answer could not be written');
          reply.raw.destroy();
        }
      }
    };
    const hook: onSendHookHandler = (_request, reply, payload, done) => {
      queued.push(done, payload, reply);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    };
    app.addHook('onSend', hook);
  },
  { name: 'answer-batching' },
);
