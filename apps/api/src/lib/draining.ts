/**
 * Draining on SIGTERM (docs/deployment.md "Rolling restarts"): a process being replaced stops taking new connections,
 * finishes the requests it has, and only then closes its database and queues, so a proxy in front (nginx, an Ingress,
 * a Service) loses no request:
 *
 * 1. the listening socket closes: new connections are refused, which nginx (`proxy_next_upstream error`) retries on
 *    another process. Idle keep-alive connections are left open, not cut: a proxy may be writing a request on one at
 *    that very moment (and must not retry a POST it may have delivered). The proxy closes them itself after its
 *    upstream keep-alive timeout (deploy/nginx: 4 s), or sends one more request and gets `Connection: close`;
 * 2. every request already read, and any arriving meanwhile on a busy keep-alive connection, is answered with
 *    `Connection: close` (the proxy then opens its next connection elsewhere), and `/healthz` answers 503 `draining`;
 * 3. once the last connection has closed, or after `graceMs`, whatever is left is closed and `app.close()` runs (jobs
 *    stop taking work and wait for the running ones, the pool closes).
 */
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<object>();

/** Whether `app` has started draining (read by the request hook and `/healthz` in app.ts). */
export function isDraining(app: object): boolean {
  return draining.has(app);
}

/**
 * Drain `app` as above and close it. Resolves when it is closed; never rejects (a close error is logged).
 * @param graceMs longest wait for in-flight requests before the remaining connections are cut (SHUTDOWN_GRACE_MS)
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<void> {
  draining.add(app);
  const server = app.server;
  if (server.listening) {
    // net.Server's close, not http.Server's: the latter also cuts idle keep-alive connections (Node ≥ 19).
    const closed = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([closed, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      app.log.warn({ graceMs }, 'draining: connections still open after the grace period are closed');
      server.closeAllConnections();
      await closed;
    }
  }
  await app.close().catch((err: Error) => app.log.error({ err }, 'closing after draining failed'));
}
