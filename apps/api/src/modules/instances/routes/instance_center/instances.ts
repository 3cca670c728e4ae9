/**
 * ECS ordering and the instance center (issue "Catalog and ordering"; spec section 7):
 * POST /instance_center/inquiry_create_instance_order (buy, paid from the wallet),
 * /instance_overview/user_instance_list (quiet), the actions /instance_center/instance_start,
 * instance_stop, instance_reboot, instance_release, instance_auto_renew, the 5-day no-reason refund
 * (/instance_center/instance_refund), and renewal
 * (/instance_center/inquiry_renew_instance_price, /instance_center/instance_renew).
 * Codes: 400 bad input, 402 not enough balance (data.shortfall), 403 permission, 404 no such
 * instance, 409 price changed (data.price) or invalid state, 503 real-name verification required.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { cappedPaged, Id, PageQuery } from '../../../../lib/schemas.ts';
import {
  AgreeField,
  checkLogin,
  ClientToken,
  FormBool,
  InstanceName,
  InstanceOut,
  INSTANCE_STATUSES,
  LoginFields,
  OrderOut,
  QuoteOut,
  YuanFen,
} from '../../../orders/index.ts';
import { createEcsOrder, instanceAction, quoteRenewal, renewInstance, setAutoRenew } from '../../services/instances.ts';
import { listInstances } from '../../services/instance-list.ts';
import { EcsConfigBody } from '../../../orders/index.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { refundWithoutReason } from '../../../wallet/index.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { resolveLang } from '../../../content/index.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['instances'];
const security = [{ token: [] }];

const OrderBody = EcsConfigBody.extend({
  region_id: Id,
  name: InstanceName,
  auto_renew: FormBool.default(false),
  price: YuanFen('price').describe(
    'The total the configurator showed (from /v1/inquiry_create_instance_price), yuan; refused with 409 if the server price differs',
  ),
  agree: AgreeField,
  client_token: ClientToken,
})
  .extend(LoginFields.shape)
  .superRefine(checkLogin);

const InstanceRef = z.object({ instance_id: z.string().trim().min(1).max(40) });
const RenewBody = InstanceRef.extend({ duration_months: z.coerce.number().int().positive() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    jobs: app.jobs,
    secretKey: app.instanceSecretKey,
    imageAvailable: app.compute.imageAvailable?.bind(app.compute),
  });
  const buy = [app.requireUser, app.requirePermission('server-1-2'), app.requirePermission('cost-2-2')];

  app.post(
    '/instance_center/inquiry_create_instance_order',
    {
      preHandler: buy,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Buy ECS instances: the server re-prices, pays from the wallet in one transaction and creates the instances (pending). 402 data.shortfall; 409 data.price; 503 real-name',
        security,
        ...form,
        body: OrderBody,
        response: { 200: envelope(OrderOut.extend({ instances: z.array(InstanceOut) })) },
      },
    },
    async (request) => ok(await createEcsOrder(deps(), requireUser(request), request.body), 'order.paid_instances'),
  );

  app.post(
    '/instance_overview/user_instance_list',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-1')],
      schema: {
        tags,
        summary: 'The account’s ECS instances, newest first (released ones only when asked by status)',
        security,
        ...form,
        body: PageQuery.extend({
          status: z.enum(INSTANCE_STATUSES).optional(),
          region_code: z.string().max(40).optional(),
          keyword: z.string().trim().max(64).optional(),
        }),
        response: { 200: envelope(cappedPaged(InstanceOut)) },
      },
    },
    async (request) =>
      ok(
        await listInstances(
          app.db,
          requireUser(request),
          request.body,
          messageLang(request),
          app.config.ACCOUNT_CACHE_MS,
        ),
      ),
  );

  const action = (path: string, act: 'start' | 'stop' | 'reboot' | 'release', key: string, summary: string) =>
    app.post(
      path,
      {
        // Release is irreversible: with two-factor on it needs a recent code (services/accounts/two-factor.ts).
        preHandler:
          act === 'release'
            ? [app.requireUser, app.requirePermission(key), app.requireStepUp]
            : [app.requireUser, app.requirePermission(key)],
        schema: { tags, summary, security, ...form, body: InstanceRef, response: { 200: envelope(InstanceOut) } },
      },
      async (request) => ok(await instanceAction(deps(), requireUser(request), request.body.instance_id, act)),
    );
  action('/instance_center/instance_start', 'start', 'server-1-3', 'Start a stopped instance (→ starting → running)');
  action('/instance_center/instance_stop', 'stop', 'server-1-3', 'Stop a running instance (→ stopping → stopped)');
  action(
    '/instance_center/instance_reboot',
    'reboot',
    'server-1-3',
    'Reboot a running instance (→ rebooting → running)',
  );
  action(
    '/instance_center/instance_release',
    'release',
    'server-1-4',
    'Release an instance (→ releasing → released); the unused time is not refunded',
  );

  app.post(
    '/instance_center/instance_refund',
    {
      preHandler: [
        app.requireUser,
        app.requirePermission('server-1-4'),
        app.requirePermission('cost-2-2'),
        app.requireStepUp,
      ],
      schema: {
        tags,
        summary:
          'The 5-day no-reason refund of the account’s first ECS purchase: releases the instance and returns its ' +
          'share of the order (gift money to the gift balance), once per account. ' +
          '409 data.reason refund.used | refund.not_first | refund.window_passed | refund.bad_state',
        security,
        ...form,
        body: InstanceRef,
        response: {
          200: envelope(z.object({ instance: InstanceOut, refund: z.string(), cash: z.string(), give: z.string() })),
        },
      },
    },
    async (request) =>
      ok(await refundWithoutReason(deps(), requireUser(request), request.body.instance_id), 'refund.done'),
  );

  app.post(
    '/instance_center/instance_auto_renew',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-4')],
      schema: {
        tags,
        summary: 'Turn auto-renewal on or off',
        security,
        ...form,
        body: InstanceRef.extend({ auto_renew: FormBool }),
        response: { 200: envelope(InstanceOut) },
      },
    },
    async (request) =>
      ok(await setAutoRenew(app.db, requireUser(request), request.body.instance_id, request.body.auto_renew)),
  );

  app.post(
    '/instance_center/inquiry_renew_instance_price',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-4')],
      schema: {
        tags,
        summary: 'Price of renewing an instance for duration_months (current catalog prices)',
        security,
        ...form,
        body: RenewBody,
        response: { 200: envelope(QuoteOut) },
      },
    },
    async (request) =>
      ok(
        (
          await quoteRenewal(
            app.db,
            requireUser(request),
            request.body.instance_id,
            request.body.duration_months,
            resolveLang(request),
          )
        ).dto,
      ),
  );

  app.post(
    '/instance_center/instance_renew',
    {
      preHandler: [
        app.requireUser,
        app.requirePermission('server-1-4'),
        app.requirePermission('cost-2-2'),
        app.requireStepUp,
      ],
      schema: {
        tags,
        summary:
          'Renew an instance, paid from the wallet; expiry moves by duration_months. 402 data.shortfall; 409 data.price',
        security,
        ...form,
        body: RenewBody.extend({
          price: YuanFen('price').describe('The renewal price shown, yuan'),
          agree: AgreeField,
          client_token: ClientToken,
        }),
        response: { 200: envelope(OrderOut.extend({ instance: InstanceOut })) },
      },
    },
    async (request) => ok(await renewInstance(deps(), requireUser(request), request.body), 'done.renewed'),
  );
};

export default routes;
