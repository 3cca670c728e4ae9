/**
 * Cloud disks over HTTP on the simulator (issue "ECS storage and images"): a data disk bought with an instance, a disk
 * bought for a running instance (pro-rata charge through the ledger, attached once created), hot detach and attach,
 * the refusals (zone, state, shrink, price, agreement) in both languages, expansion (charged, and refunded when the
 * host refuses), release, an instance's release taking its disks along, and the recovery of interrupted disk work.
 * The ledger check passes after each.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudDisks, ledgerEntries, productOrders } from '../src/db/schema.ts';
import { recoverDisks } from '../src/modules/disks/services/disk-jobs.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';
import { memoryClaims } from '../src/modules/platform/index.ts';
import type { TestServer } from './harness.ts';
import {
  balances,
  customer,
  offer,
  orderFields,
  orderRunning,
  startOrderingServer,
  waitForInstance,
} from './ordering-helpers.ts';

let t: TestServer;
let o: Awaited<ReturnType<typeof offer>>;
beforeAll(async () => {
  t = await startOrderingServer();
  o = await offer(t);
});
afterAll(() => t.close());

type Disk = { disk_id: string; status: string; gb: number; instance_id: string | null; device: string | null };

/** Poll the disk list until `diskId` has `status` (or throw after ~10 s). */
async function waitForDisk(token: string, diskId: string, status: string): Promise<Disk> {
  let last = '';
  for (let i = 0; i < 100; i++) {
    const res = await t.post('/disk_center/disk_list', { status }, token);
    const hit = (res.data?.list as Disk[] | undefined)?.find((d) => d.disk_id === diskId);
    if (hit) return hit;
    const [row] = await t.db.db.select().from(cloudDisks).where(eq(cloudDisks.diskId, diskId));
    last = `${row?.status} ${row?.failReason ?? ''}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`disk ${diskId} never reached ${status} (last ${last})`);
}

const ledgerOk = async () => expect((await checkLedger(t.db.db)).mismatches).toEqual([]);

/** Buy a disk of `gb` for `instanceId` at the quoted price; returns the disk id and the price (fen). */
async function buyDisk(token: string, fields: Record<string, string>) {
  const quote = await t.post('/disk_center/inquiry_create_disk_price', fields, token);
  expect(quote.code).toBe(200);
  const res = await t.post(
    '/disk_center/disk_create',
    { ...fields, name: 'data', price: quote.data.price, agree: '1' },
    token,
  );
  expect(res.code, res.msg).toBe(200);
  return { diskId: res.data.disk.disk_id as string, fen: Math.round(Number(quote.data.price) * 100) };
}

describe('cloud disks', () => {
  it('records the data disk bought with an instance as attached, released with it', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const fields = orderFields(o, { data_disks: JSON.stringify([{ type: 'cloud_essd', gb: 20 }]), price: '362.00' });
    const res = await t.post('/instance_center/inquiry_create_instance_order', fields, c.token);
    expect(res.code, res.msg).toBe(200);
    const id = res.data.instances[0].instance_id as string;
    await waitForInstance(t, c.token, id, 'running');
    const list = (await t.post('/disk_center/disk_list', { instance_id: id }, c.token)).data;
    expect(list.list).toMatchObject([
      { status: 'in_use', gb: 20, instance_id: id, device: 'vdc', release_with_instance: true },
    ]);
    // Five data disks are refused at the order: four at most.
    const five = JSON.stringify(Array.from({ length: 5 }, () => ({ type: 'cloud_essd', gb: 20 })));
    const refused = await t.post(
      '/instance_center/inquiry_create_instance_order',
      orderFields(o, { data_disks: five }),
      c.token,
    );
    expect(refused.code).toBe(400);
  });

  it('buys a disk for a running instance pro rata to its expiry, attaches, detaches, expands and releases it', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    const before = await balances(t, c.id);
    // The month of 100 GB of ESSD is ¥100.00; the instance runs for about a month: the price is close to it.
    const quote = await t.post(
      '/disk_center/inquiry_create_disk_price',
      { category: 'cloud_essd', gb: '100', instance_id: id },
      c.token,
    );
    expect(quote.data.unit_price_month).toBe('100.00');
    expect(Number(quote.data.price)).toBeGreaterThan(90);
    expect(Number(quote.data.price)).toBeLessThanOrEqual(104);
    // The confirmation: the price seen and the agreement.
    expect(
      await t.post(
        '/disk_center/disk_create',
        { category: 'cloud_essd', gb: '100', instance_id: id, name: 'd', price: '1.00', agree: '1' },
        c.token,
      ),
    ).toMatchObject({ code: 409, data: { price: quote.data.price } });
    expect(
      (
        await t.post(
          '/disk_center/disk_create',
          { category: 'cloud_essd', gb: '100', instance_id: id, name: 'd', price: quote.data.price },
          c.token,
        )
      ).code,
    ).toBe(400);
    const { diskId, fen } = await buyDisk(c.token, { category: 'cloud_essd', gb: '100', instance_id: id });
    expect(await balances(t, c.id)).toEqual({ cash: before.cash - fen, give: 0 });
    const inUse = await waitForDisk(c.token, diskId, 'in_use');
    expect(inUse).toMatchObject({ instance_id: id, device: 'vdc' });
    const [order] = await t.db.db
      .select()
      .from(productOrders)
      .where(and(eq(productOrders.userId, c.id), eq(productOrders.kind, 'disk_new')));
    expect(order).toMatchObject({ amountFen: fen, titleKey: 'ledger.disk_new' });
    await ledgerOk();

    // In use: no release, no second attach.
    expect(await t.post('/disk_center/disk_release', { disk_id: diskId }, c.token)).toMatchObject({
      code: 409,
      msg: `The cloud disk is attached to ${id}; detach it first`,
    });
    // Shrinking is refused, in the request's language.
    const zh = await fetch(`${t.baseUrl}/disk_center/inquiry_expand_disk_price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: c.token, 'accept-language': 'zh-CN' },
      body: JSON.stringify({ disk_id: diskId, gb: 50 }),
    });
    expect(await zh.json()).toMatchObject({ code: 409, msg: '云盘只能扩容：新容量须大于当前的 100 GB' });
    // Grow to 150 GB while attached to the running instance: the 50 GB added, pro rata.
    const grow = await t.post('/disk_center/inquiry_expand_disk_price', { disk_id: diskId, gb: '150' }, c.token);
    expect(Math.abs(Number(grow.data.price) * 2 - fen / 100)).toBeLessThan(0.05);
    const mid = await balances(t, c.id);
    const expand = await t.post(
      '/disk_center/disk_expand',
      { disk_id: diskId, gb: '150', price: grow.data.price, agree: '1' },
      c.token,
    );
    expect(expand.code, expand.msg).toBe(200);
    expect(expand.data.disk).toMatchObject({ status: 'expanding', target_gb: 150 });
    expect((await waitForDisk(c.token, diskId, 'in_use')).gb).toBe(150);
    expect((await balances(t, c.id)).cash).toBe(mid.cash - Math.round(Number(grow.data.price) * 100));
    await ledgerOk();

    // Hot detach, then release: nothing refunded.
    expect((await t.post('/disk_center/disk_detach', { disk_id: diskId }, c.token)).code).toBe(200);
    expect(await waitForDisk(c.token, diskId, 'available')).toMatchObject({ instance_id: null, device: null });
    const beforeRelease = await balances(t, c.id);
    expect((await t.post('/disk_center/disk_release', { disk_id: diskId }, c.token)).code).toBe(200);
    await waitForDisk(c.token, diskId, 'released');
    expect(await balances(t, c.id)).toEqual(beforeRelease);
    await ledgerOk();
  });

  it('refuses a disk of another zone, and attaches a disk of the zone to a stopped instance', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token);
    const bj = await buyDisk(c.token, { category: 'cloud_efficiency', gb: '20', zone_id: String(o.bj.zones[0]!.id) });
    await waitForDisk(c.token, bj.diskId, 'available');
    const refused = await t.post('/disk_center/disk_attach', { disk_id: bj.diskId, instance_id: id }, c.token);
    expect(refused).toMatchObject({
      code: 409,
      msg: expect.stringMatching(
        /^The cloud disk is in zone .+ and the instance in .+; a disk can only be attached to an instance of its own zone$/,
      ),
    });

    const hz = await buyDisk(c.token, { category: 'cloud_essd', gb: '20', zone_id: String(o.zone.id) });
    await waitForDisk(c.token, hz.diskId, 'available');
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, c.token)).code).toBe(200);
    // Stopping: not now.
    expect((await t.post('/disk_center/disk_attach', { disk_id: hz.diskId, instance_id: id }, c.token)).code).toBe(409);
    await waitForInstance(t, c.token, id, 'stopped');
    expect((await t.post('/disk_center/disk_attach', { disk_id: hz.diskId, instance_id: id }, c.token)).code).toBe(200);
    expect(await waitForDisk(c.token, hz.diskId, 'in_use')).toMatchObject({ instance_id: id });

    // Releasing the instance leaves the disk bought on its own, detached.
    expect((await t.post('/instance_center/instance_release', { instance_id: id }, c.token)).code).toBe(200);
    await waitForInstance(t, c.token, id, 'released');
    expect(await waitForDisk(c.token, hz.diskId, 'available')).toMatchObject({ instance_id: null });
    await ledgerOk();
  });

  it('refunds an expansion the host refuses, and resumes disk work a crash interrupted', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const { diskId } = await buyDisk(c.token, { category: 'cloud_essd', gb: '20', zone_id: String(o.zone.id) });
    await waitForDisk(c.token, diskId, 'available');
    const before = await balances(t, c.id);
    const ops = t.app.compute.disks!;
    const resize = ops.resizeVolume;
    ops.resizeVolume = async () => {
      throw new Error('no space left on the host');
    };
    try {
      const grow = await t.post('/disk_center/inquiry_expand_disk_price', { disk_id: diskId, gb: '40' }, c.token);
      const res = await t.post(
        '/disk_center/disk_expand',
        { disk_id: diskId, gb: '40', price: grow.data.price, agree: '1' },
        c.token,
      );
      expect(res.code, res.msg).toBe(200);
      const back = await waitForDisk(c.token, diskId, 'available');
      expect(back).toMatchObject({ gb: 20, target_gb: null });
    } finally {
      ops.resizeVolume = resize;
    }
    expect(await balances(t, c.id)).toEqual(before);
    const refunds = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, c.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    await ledgerOk();

    // A release interrupted by a crash (the row moved, no job left): the recovery pass finishes it.
    await t.db.db.update(cloudDisks).set({ status: 'releasing' }).where(eq(cloudDisks.diskId, diskId));
    const queued = await recoverDisks({
      db: t.db.db,
      compute: t.app.compute,
      jobs: t.app.jobs,
      claims: memoryClaims(),
    });
    expect(queued).toBe(1);
    await waitForDisk(c.token, diskId, 'released');
  });

  it('takes a snapshot live, refuses a rollback while the instance runs, rolls back stopped, deletes it', async () => {
    const c = await customer(t, { cashFen: 100_000 });
    const id = await orderRunning(t, o, c.token, {
      data_disks: JSON.stringify([{ type: 'cloud_essd', gb: 20 }]),
      price: '362.00',
    });
    const [disk] = (await t.post('/disk_center/disk_list', { instance_id: id }, c.token)).data.list as Disk[];
    const made = await t.post('/snapshot_center/snapshot_create', { disk_id: disk!.disk_id, name: 'before' }, c.token);
    expect(made.code, made.msg).toBe(200);
    const snapshotId = made.data.snapshot_id as string;
    let snap: { status: string; size_bytes: number | null } | undefined;
    for (let i = 0; i < 100 && snap?.status !== 'available'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      snap = (await t.post('/snapshot_center/snapshot_list', { disk_id: disk!.disk_id }, c.token)).data.list[0];
    }
    expect(snap).toMatchObject({ status: 'available', size_bytes: 20 * 0.05 * 1024 ** 3 });
    expect(await t.post('/snapshot_center/snapshot_rollback', { snapshot_id: snapshotId }, c.token)).toMatchObject({
      code: 409,
      msg: `Stop instance ${id} first: a snapshot is rolled back only while its instance is stopped`,
    });
    expect((await t.post('/instance_center/instance_stop', { instance_id: id }, c.token)).code).toBe(200);
    await waitForInstance(t, c.token, id, 'stopped');
    const back = await t.post('/snapshot_center/snapshot_rollback', { snapshot_id: snapshotId }, c.token);
    expect(back.data).toMatchObject({ status: 'rolling_back' });
    // Busy: a second action waits.
    const again = await t.post('/snapshot_center/snapshot_delete', { snapshot_id: snapshotId }, c.token);
    expect([200, 409]).toContain(again.code);
    for (let i = 0; i < 100; i++) {
      const list = (
        await t.post('/snapshot_center/snapshot_list', { disk_id: disk!.disk_id, status: 'deleted' }, c.token)
      ).data.list;
      if (list.length) break;
      if (i % 5 === 0) await t.post('/snapshot_center/snapshot_delete', { snapshot_id: snapshotId }, c.token);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await t.post('/snapshot_center/snapshot_list', { disk_id: disk!.disk_id }, c.token)).data.list).toEqual([]);
    // Unknown ones are 404.
    expect((await t.post('/snapshot_center/snapshot_delete', { snapshot_id: 's-nothing' }, c.token)).code).toBe(404);
  });
});
