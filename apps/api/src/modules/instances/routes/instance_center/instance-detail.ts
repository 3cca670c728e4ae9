/**
 * The instance detail page's calls (issue "Real compute"):
 * POST /instance_center/instance_detail (server-1-1), /instance_center/instance_metrics (server-1-1,
 * range hour|day|week), /instance_center/instance_reset_password (server-1-3 and, with two-factor on, a recent code),
 * /instance_center/instance_console_ticket (server-1-3: a single-use ticket valid CONSOLE_TICKET_TTL_MS and
 * the WebSocket URL to open with it; the socket itself is routes/instance_center/instance-console.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { InstanceOut } from '../../../orders/index.ts';
import {
  createConsoleTicket,
  instanceDetail,
  instanceMetricsSeries,
  resetInstancePassword,
} from '../../services/instance-detail.ts';
import { messageLang } from '../../../../lib/lang.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['instances'];
const security = [{ token: [] }];
const InstanceRef = z.object({ instance_id: z.string().trim().min(1).max(40) });
const Point = z.object({
  t: z.number().int().describe('Unix seconds (start of the bucket for day and week)'),
  cpu_pct: z.number(),
  mem_used_mb: z.number().int(),
  mem_total_mb: z.number().int(),
  disk_read_bps: z.number().int(),
  disk_write_bps: z.number().int(),
  net_rx_bps: z.number().int(),
  net_tx_bps: z.number().int(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const opts = { publicApiUrl: app.config.PUBLIC_API_URL, ticketTtlMs: app.config.CONSOLE_TICKET_TTL_MS };
  const view = [app.requireUser, app.requirePermission('server-1-1')];
  const operate = [app.requireUser, app.requirePermission('server-1-3')];

  app.post(
    '/instance_center/instance_detail',
    {
      preHandler: view,
      schema: {
        tags,
        summary: 'One instance of the account, with its host name',
        security,
        ...form,
        body: InstanceRef,
        response: {
          200: envelope(InstanceOut.extend({ hostname: z.string(), released_at: z.number().int().nullable() })),
        },
      },
    },
    async (request) =>
      ok(await instanceDetail(app.db, requireUser(request), request.body.instance_id, messageLang(request))),
  );

  app.post(
    '/instance_center/instance_metrics',
    {
      preHandler: view,
      schema: {
        tags,
        summary:
          'Monitoring of an instance: every sample of the last hour, 5-minute averages of the last day, hourly of the last week, 6-hourly of the last 30 days',
        security,
        ...form,
        body: InstanceRef.extend({ range: z.enum(['hour', 'day', 'week', 'month']).default('hour') }),
        response: {
          200: envelope(z.object({ range: z.enum(['hour', 'day', 'week', 'month']), points: z.array(Point) })),
        },
      },
    },
    async (request) =>
      ok(await instanceMetricsSeries(app.db, requireUser(request), request.body.instance_id, request.body.range)),
  );

  app.post(
    '/instance_center/instance_reset_password',
    {
      // A new root password hands over the machine: with two-factor on it needs a recent code, as release does.
      preHandler: [...operate, app.requireStepUp],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Set the root password of a running instance (through the guest agent); 409 not running, 503 the guest could not; 403 twofactor.step_up_required (data.step_up) when two-factor is on and this session has proved no code recently',
        security,
        ...form,
        body: InstanceRef.extend({ password: z.string().max(26) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetInstancePassword(
        { db: app.db, compute: app.compute },
        requireUser(request),
        request.body.instance_id,
        request.body.password,
        request.ip,
      );
      return ok(null, 'instance.password_reset');
    },
  );

  app.post(
    '/instance_center/instance_console_ticket',
    {
      preHandler: operate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A single-use, short-lived ticket to open the serial console of a running instance, and the WebSocket URL to open',
        security,
        ...form,
        body: InstanceRef,
        response: { 200: envelope(z.object({ ticket: z.string(), expires_in: z.number().int(), url: z.string() })) },
      },
    },
    async (request) => {
      const t = await createConsoleTicket(app.db, requireUser(request), request.body.instance_id, opts.ticketTtlMs);
      const base = opts.publicApiUrl.replace(/^http/, 'ws').replace(/\/+$/, '');
      return ok({ ...t, url: `${base}/instance_center/instance_console?ticket=${encodeURIComponent(t.ticket)}` });
    },
  );
};

export default routes;
