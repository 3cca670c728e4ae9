/**
 * ECS instances in the public API (routes/open/v1/scope.ts):
 *   GET    /open/v1/instances              list, newest first (cursor paging; filters status, zone)
 *   POST   /open/v1/instances              create (server-priced, paid from the wallet; idempotent by client token)
 *   GET    /open/v1/instances/{id}         one instance (poll it: pending → running)
 *   POST   /open/v1/instances/{id}/start | stop | reboot
 *   DELETE /open/v1/instances/{id}         release
 * Creates and actions are asynchronous: they answer 202 with the instance in its transitional state; poll the
 * instance for the result. Permission keys as in the console: server-1-1 view, server-1-2 + cost-2-2 buy, server-1-3
 * start/stop/reboot, server-1-4 release.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageLang } from '../../../../../lib/lang.ts';
import { requireUser } from '../../../../../lib/require-user.ts';
import {
  checkLogin,
  ClientToken,
  InstanceName,
  InstanceOut,
  INSTANCE_STATUSES,
  YuanFen,
} from '../../../../orders/index.ts';
import { actOnInstance, createInstances, getInstance, listInstancesPage } from '../../../services/public-api.ts';

const tags = ['instances'];
const security = [{ accessKey: [] }];

/** `limit` and `cursor` of every list. */
export const PageParams = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(40).optional().describe('next_cursor of the previous page'),
});
const Ref = z.object({ instance_id: z.string().trim().min(1).max(40) });

const CreateBody = z
  .object({
    zone: z.string().trim().min(1).max(64).describe('Zone code, e.g. cn-hangzhou-a'),
    instance_type: z.string().trim().min(1).max(64).describe('Instance type code, e.g. ecs.g7.large'),
    image_id: z.number().int().positive(),
    name: InstanceName,
    system_disk_type: z.string().max(32).default('cloud_essd'),
    system_disk_gb: z.number().int().default(40),
    bandwidth_mbps: z.number().int().default(1),
    duration_months: z.number().int().default(1),
    quantity: z.number().int().default(1),
    login_type: z.enum(['key', 'password']),
    ssh_key_id: z.number().int().positive().optional(),
    password: z.string().max(26).optional(),
    auto_renew: z.boolean().default(false),
    price: YuanFen('price')
      .optional()
      .describe('The total you expect, yuan; refused with 409 when the server’s price differs'),
    client_token: ClientToken.describe(
      'Idempotency: the same token answers the first order, never a second instance or charge (also the Idempotency-Key header)',
    ),
  })
  .superRefine(checkLogin);

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    jobs: app.jobs,
    secretKey: app.instanceSecretKey,
    imageAvailable: app.compute.imageAvailable?.bind(app.compute),
  });

  app.get(
    '/instances',
    {
      preHandler: app.requirePermission('server-1-1'),
      schema: {
        tags,
        security,
        summary: 'Instances of the account, newest first (released ones only when status=released)',
        querystring: PageParams.extend({
          status: z.enum(INSTANCE_STATUSES).optional(),
          zone: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ items: z.array(InstanceOut), next_cursor: z.string().nullable() }) },
      },
    },
    async (request) => listInstancesPage(app.db, requireUser(request), request.query),
  );

  app.post(
    '/instances',
    {
      preHandler: [app.requirePermission('server-1-2'), app.requirePermission('cost-2-2')],
      schema: {
        tags,
        security,
        summary:
          'Create instances: priced by the server and paid from the balance (a ledger line and an order-paid message). 202; poll GET /instances/{id}',
        headers: z.object({ 'idempotency-key': ClientToken }),
        body: CreateBody,
        response: {
          202: z.object({ order_num: z.string(), amount: z.string(), instances: z.array(InstanceOut) }),
        },
      },
    },
    async (request, reply) => {
      const token = request.body.client_token ?? request.headers['idempotency-key'];
      const r = await createInstances(
        deps(),
        requireUser(request),
        { ...request.body, client_token: token },
        messageLang(request),
      );
      return reply.status(202).send(r);
    },
  );

  app.get(
    '/instances/:instance_id',
    {
      preHandler: app.requirePermission('server-1-1'),
      schema: { tags, security, summary: 'One instance', params: Ref, response: { 200: InstanceOut } },
    },
    async (request) => getInstance(app.db, requireUser(request), request.params.instance_id),
  );

  for (const act of ['start', 'stop', 'reboot'] as const)
    app.post(
      `/instances/:instance_id/${act}`,
      {
        preHandler: app.requirePermission('server-1-3'),
        schema: {
          tags,
          security,
          summary: `${act[0]!.toUpperCase()}${act.slice(1)} an instance (202; poll it)`,
          params: Ref,
          response: { 202: InstanceOut },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await actOnInstance(deps(), requireUser(request), request.params.instance_id, act)),
    );

  app.delete(
    '/instances/:instance_id',
    {
      preHandler: app.requirePermission('server-1-4'),
      schema: {
        tags,
        security,
        summary: 'Release an instance (202 → releasing → released; the unused time is not refunded)',
        params: Ref,
        response: { 202: InstanceOut },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await actOnInstance(deps(), requireUser(request), request.params.instance_id, 'release')),
  );
};

export default routes;
