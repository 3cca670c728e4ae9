/**
 * Broadcast between API processes: a change one process makes to something every process caches
 * (an API key revoked, rotated or given new origins; an account's IP plan; the plans' quotas edited by an
 * operator; the IP database in use; an account or its sessions, which signed-in requests read from a copy)
 * is published here, and every other process applies it as soon as the message arrives (well under
 * a second on one network). Transports:
 * - Redis pub/sub when `REDIS_URL` is set (a subscriber connection of its own);
 * - PostgreSQL `LISTEN/NOTIFY` otherwise (a dedicated client on `DATABASE_URL`);
 * - process-local only on PGlite (one process by construction).
 * Messages are at-most-once: a process whose listening connection dropped misses what was sent
 * meanwhile, so after every reconnect the `resync` handlers run and reload what the process caches.
 * A process ignores its own messages (it applied the change before publishing).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** What changed. Keep messages small (PostgreSQL NOTIFY payloads are limited to 8000 bytes). */
export type SharedEvent =
  | { type: 'api-key'; keyId: number }
  | { type: 'ip-plan'; userId: number }
  | { type: 'ip-plans' }
  | { type: 'ipdb'; version: string }
  | { type: 'catalog' }
  | { type: 'news' }
  | { type: 'account'; userId: number }
  | { type: 'instances'; userId: number };

export interface Broadcast {
  /** 'redis', 'postgres' or 'local'. */
  readonly transport: string;
  /** Tell the other processes. Rejects when the transport is down (the caller logs it; its own change stands). */
  publish(event: SharedEvent): Promise<void>;
  /** Run `handler` for every message of another process; returns the unsubscribe function. */
  subscribe(handler: (event: SharedEvent) => void): () => void;
  /** Run `handler` after the listening connection came back (messages may have been missed). */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Channel name (Redis channel / PostgreSQL NOTIFY channel). */
export const CHANNEL = 'lanyun_shared_state';

interface Envelope {
  from: string;
  event: SharedEvent;
}

/** The bookkeeping common to the transports: handlers, own-message filter, parsing. */
function hub(log: (msg: string, err?: unknown) => void) {
  const self = randomBytes(8).toString('hex');
  const handlers = new Set<(event: SharedEvent) => void>();
  const resyncs = new Set<() => void>();
  const run = <T>(set: Set<(a: T) => void>, arg: T) => {
    for (const h of set) {
      try {
        h(arg);
      } catch (err) {
        log('shared state: a handler failed', err);
      }
    }
  };
  return {
    encode: (event: SharedEvent) => JSON.stringify({ from: self, event } satisfies Envelope),
    receive(payload: string | undefined) {
      if (!payload) return;
      let msg: Envelope;
      try {
        msg = JSON.parse(payload) as Envelope;
      } catch (err) {
        log('shared state: unreadable message ignored', err);
        return;
      }
      if (msg.from !== self && msg.event) run(handlers, msg.event);
    },
    resync: () => run(resyncs, undefined),
    subscribe(handler: (event: SharedEvent) => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    onResync(handler: () => void) {
      resyncs.add(handler);
      return () => void resyncs.delete(handler);
    },
  };
}

type Log = (msg: string, err?: unknown) => void;

/** One process only (PGlite): nothing to tell anyone. */
export function localBroadcast(log: Log): Broadcast {
  const h = hub(log);
  // One process: nothing crosses a process boundary, so publishing and closing have nothing to do.
  const nothing = async (): Promise<void> => undefined;
  return { transport: 'local', publish: nothing, subscribe: h.subscribe, onResync: h.onResync, close: nothing };
}

/**
 * Redis pub/sub: publishes on `publisher`, listens on a duplicate of it (a subscribed connection
 * can do nothing else). ioredis reconnects and subscribes again by itself; each reconnect after the
 * first runs the resync handlers.
 */
export async function redisBroadcast(publisher: Redis, channel: string, log: Log): Promise<Broadcast> {
  const h = hub(log);
  const sub = publisher.duplicate();
  sub.on('error', (err: Error) => log('shared state: redis subscriber error', err));
  let connected = false;
  // The channel is joined once: the first SUBSCRIBE waits in ioredis's offline queue until a connection is ready, and
  // ioredis subscribes again by itself after a reconnect. A SUBSCRIBE that failed (Redis down at start) is tried again
  // on the next connection, so the API starts meanwhile (healthz names redis).
  let joined = false;
  let joining: Promise<void> | null = null;
  const join = () => {
    if (joined) return Promise.resolve();
    joining ??= sub
      .subscribe(channel)
      .then(() => {
        joined = true;
      })
      .catch((err: unknown) => log('shared state: redis subscribe failed (retried on reconnect)', err))
      .finally(() => {
        joining = null;
      });
    return joining;
  };
  sub.on('ready', () => {
    if (connected) h.resync();
    connected = true;
    void join();
  });
  sub.on('message', (_channel: string, payload: string) => h.receive(payload));
  await join();
  return {
    transport: 'redis',
    async publish(event) {
      await publisher.publish(channel, h.encode(event));
    },
    subscribe: h.subscribe,
    onResync: h.onResync,
    async close() {
      sub.disconnect();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection to `url`. When that connection fails it is
 * opened again (after `retryMs`, doubling up to 5 s) and the resync handlers run once it listens.
 * `publish` sends NOTIFY on the same connection, or on a short-lived one while it is down.
 */
export async function postgresBroadcast(url: string, log: Log, retryMs = 250): Promise<Broadcast> {
  const h = hub(log);
  let client: pg.Client | null = null;
  let closed = false;
  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'lanyun-broadcast' });
    c.on('notification', (n) => {
      if (n.channel === CHANNEL) h.receive(n.payload);
    });
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      if (closed) return;
      log('shared state: PostgreSQL listener lost, reconnecting', err);
      c.end().catch((endErr: unknown) => log('shared state: closing the lost listener failed', endErr));
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    delay = retryMs;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => h.resync(),
        (err: unknown) => {
          log('shared state: PostgreSQL listener could not reconnect', err);
          delay = Math.min(delay * 2, 5_000);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    transport: 'postgres',
    async publish(event) {
      const text = 'SELECT pg_notify($1, $2)';
      const values = [CHANNEL, h.encode(event)];
      if (client) {
        await client.query(text, values);
        return;
      }
      const once = new pg.Client({ connectionString: url });
      await once.connect();
      try {
        await once.query(text, values);
      } finally {
        await once.end();
      }
    },
    subscribe: h.subscribe,
    onResync: h.onResync,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await c.end();
    },
  };
}
