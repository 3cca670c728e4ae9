/**
 * Cloud disks of the customer area (issue "ECS storage and images"): the list (/disk_center/disk_list), the price and
 * purchase of a disk (/disk_center/inquiry_create_disk_price, /disk_center/disk_create), attach, detach, the price
 * and purchase of an expansion (/disk_center/inquiry_expand_disk_price, /disk_center/disk_expand) and release.
 * Codes: 400 bad input, 402 not enough balance (data.shortfall), 403 permission, 404 no such disk or instance,
 * 409 price changed (data.price), a state that does not allow it, zone mismatch, shrink, quota; 503 real name.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { Id, PageQuery, paged } from '../../../../lib/schemas.ts';
import { resolveLang } from '../../../content/index.ts';
import { AgreeField, ClientToken, OrderOut, YuanFen } from '../../../orders/index.ts';
import { DISK_STATES } from '@lanyun/contract/storage-states';
import { DiskOut, DiskRef, StorageName } from '../../schemas/disks.ts';
import {
  attachDisk,
  createDisk,
  detachDisk,
  expandDisk,
  listDisks,
  quoteDisk,
  quoteExpansion,
  releaseDisk,
} from '../../services/disks.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['disks'];
const security = [{ token: [] }];

const InstanceId = z.string().trim().min(1).max(40);
const DiskConfig = z.object({
  category: z.string().trim().min(1).max(32).describe('Disk category code (/v1/get_disk_types)'),
  gb: z.coerce.number().int().describe('Size, GB (20–2,000 within the category’s range)'),
  instance_id: InstanceId.optional().describe('The instance to attach it to once created (its zone and expiry)'),
  zone_id: Id.optional().describe('The zone, when bought for no instance (prepaid for one month)'),
});
const Confirm = {
  price: YuanFen('price').describe('The price the confirmation showed, yuan; 409 with data.price if it changed'),
  agree: AgreeField,
  client_token: ClientToken,
};
const DiskQuoteOut = z.object({
  price: z.string().describe('What is charged now, yuan (pro rata to expires_at)'),
  unit_price_month: z.string().describe('A month of this disk, yuan'),
  category_name: z.string(),
  expires_at: z.number().int(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs });
  const view = [app.requireUser, app.requirePermission('server-1-1')];
  const buy = [app.requireUser, app.requirePermission('server-1-2'), app.requirePermission('cost-2-2')];
  const act = [app.requireUser, app.requirePermission('server-1-3')];

  app.post(
    '/disk_center/disk_list',
    {
      preHandler: view,
      schema: {
        tags,
        summary: 'The account’s cloud disks, newest first (released ones only when asked by status)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.enum(DISK_STATES).optional(), instance_id: InstanceId.optional() }),
        response: { 200: envelope(paged(DiskOut)) },
      },
    },
    async (request) => ok(await listDisks(app.db, requireUser(request), request.body)),
  );

  app.post(
    '/disk_center/inquiry_create_disk_price',
    {
      preHandler: view,
      schema: {
        tags,
        summary: 'Price of a new cloud disk: the category’s GB-month price pro rata to the instance’s expiry',
        security,
        ...form,
        body: DiskConfig,
        response: { 200: envelope(DiskQuoteOut) },
      },
    },
    async (request) => ok((await quoteDisk(app.db, requireUser(request), request.body, resolveLang(request))).dto),
  );

  app.post(
    '/disk_center/disk_create',
    {
      preHandler: buy,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Buy a cloud disk, paid from the wallet (and attached to instance_id once created). 402 data.shortfall; 409 data.price',
        security,
        ...form,
        body: DiskConfig.extend({ name: StorageName, ...Confirm }),
        response: { 200: envelope(OrderOut.extend({ disk: DiskOut })) },
      },
    },
    async (request) => ok(await createDisk(deps(), requireUser(request), request.body), 'disk.created'),
  );

  app.post(
    '/disk_center/disk_attach',
    {
      preHandler: act,
      schema: {
        tags,
        summary: 'Attach an available disk to a running (hot-plug) or stopped instance of its zone',
        security,
        ...form,
        body: DiskRef.extend({ instance_id: InstanceId }),
        response: { 200: envelope(DiskOut) },
      },
    },
    async (request) =>
      ok(
        await attachDisk(deps(), requireUser(request), request.body.disk_id, request.body.instance_id),
        'disk.started',
      ),
  );

  app.post(
    '/disk_center/disk_detach',
    {
      preHandler: act,
      schema: {
        tags,
        summary: 'Detach a disk from its running (hot-unplug) or stopped instance',
        security,
        ...form,
        body: DiskRef,
        response: { 200: envelope(DiskOut) },
      },
    },
    async (request) => ok(await detachDisk(deps(), requireUser(request), request.body.disk_id), 'disk.started'),
  );

  app.post(
    '/disk_center/inquiry_expand_disk_price',
    {
      preHandler: view,
      schema: {
        tags,
        summary: 'Price of growing a disk to gb: the added GB pro rata to its expiry',
        security,
        ...form,
        body: DiskRef.extend({ gb: z.coerce.number().int() }),
        response: { 200: envelope(z.object({ price: z.string(), expires_at: z.number().int() })) },
      },
    },
    async (request) =>
      ok((await quoteExpansion(app.db, requireUser(request), request.body.disk_id, request.body.gb)).dto),
  );

  app.post(
    '/disk_center/disk_expand',
    {
      preHandler: [...buy, app.requirePermission('server-1-3')],
      schema: {
        tags,
        summary:
          'Grow a disk to gb (live while its instance runs), paid from the wallet. 402 data.shortfall; 409 data.price, disk.shrink',
        security,
        ...form,
        body: DiskRef.extend({ gb: z.coerce.number().int(), ...Confirm }),
        response: { 200: envelope(OrderOut.extend({ disk: DiskOut })) },
      },
    },
    async (request) => ok(await expandDisk(deps(), requireUser(request), request.body), 'disk.started'),
  );

  app.post(
    '/disk_center/disk_release',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-4'), app.requireStepUp],
      schema: {
        tags,
        summary: 'Release a detached disk and its data (the unused time is not refunded)',
        security,
        ...form,
        body: DiskRef,
        response: { 200: envelope(DiskOut) },
      },
    },
    async (request) => ok(await releaseDisk(deps(), requireUser(request), request.body.disk_id), 'disk.started'),
  );
};

export default routes;
