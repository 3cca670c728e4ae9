/**
 * Prometheus metrics (prom-client, lib/metrics.ts): every answered request is counted and timed by method, route
 * pattern and status; with `port` (`METRICS_PORT`) a listener of its own on `host` (`METRICS_HOST`, loopback by
 * default) answers `GET /metrics` in Prometheus' text format. It is not a route of the API, so neither the public port
 * nor nginx nor an Ingress ever serves it. The listener closes with the app.
 */
import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { httpDuration, httpRequests, metricsRegistry } from '../../lib/metrics.ts';

export interface MetricsOptions {
  /** Port of the metrics listener; 0: none (requests are still counted). */
  port: number;
  host: string;
}

export default fp(
  async (app, opts: MetricsOptions) => {
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, never the raw URL: a label per distinct path would grow without bound.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    if (!opts.port) return;
    const server: Server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        (err: Error) => {
          app.log.error({ err }, 'metrics: collecting failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('collecting failed\n');
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => resolve());
      });
      app.log.info(`metrics on http://${opts.host}:${opts.port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics' },
);
