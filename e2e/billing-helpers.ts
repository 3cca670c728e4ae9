/**
 * Helpers for the bills, invoices and refunds browser tests (billing.spec.ts): an ECS instance bought through the API
 * (after a sandbox top-up), waiting until it runs, and direct reads and writes of the e2e database — moving a
 * purchase's payment time into the past is how the tests reach day 6 of the refund window without sleeping (the
 * platform has no clock to set).
 */
import { ecsOrderForm } from '../apps/api/scripts/ecs-order-form.ts';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { API } from './accounts-helpers';
import { apiPost } from './fixtures';
import { E2E_DATABASE } from './ports.mjs';

type Envelope<T> = { code: number; msg: string; data: T | null };
type Instance = { instance_id: string; status: string };

/** Price of the order {@link buyEcs} places (ecs.g7.large, 40 GB ESSD, 1 Mbps, one month), yuan. */
export const ECS_PRICE = 342;

async function dataOf<T>(request: APIRequestContext, path: string, fields: Record<string, string> = {}): Promise<T> {
  const body = (await (await request.post(`${API}${path}`, { multipart: fields })).json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * Buys one ECS instance named `name` (Hangzhou zone A, ecs.g7.large, its first image, one month: ¥342.00) from the
 * wallet of the customer `token` and waits until it runs; returns its instance id.
 */
export async function buyEcs(request: APIRequestContext, token: string, name: string): Promise<string> {
  const regions = await dataOf<Array<{ id: number; code: string; zones: Array<{ id: number }> }>>(
    request,
    '/v1/get_region_zone',
  );
  const hz = regions.find((r) => r.code === 'cn-hangzhou')!;
  const zone = String(hz.zones[0]!.id);
  const families = await dataOf<Array<{ code: string; types: Array<{ id: number; code: string }> }>>(
    request,
    '/v1/get_region_zone_instance_config',
    { zone_id: zone },
  );
  const type = families.find((f) => f.code === 'g7')!.types.find((t) => t.code === 'ecs.g7.large')!;
  const images = await dataOf<Array<{ id: number }>>(request, '/v1/get_region_zone_images', { zone_id: zone });
  const order = await apiPost<{ instances: Instance[] }>(
    request,
    '/instance_center/inquiry_create_instance_order',
    token,
    {
      ...ecsOrderForm({ regionId: hz.id, zoneId: Number(zone), typeId: type.id, imageId: images[0]!.id }, name),
      client_token: `${name}-${randomBytes(6).toString('hex')}`,
    },
  );
  const id = order.instances[0]!.instance_id;
  await expect
    .poll(
      async () => {
        const list = await apiPost<{ list: Instance[] }>(request, '/instance_overview/user_instance_list', token, {
          keyword: id,
        });
        return list.list.find((i) => i.instance_id === id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('running');
  return id;
}

/** Runs `fn` with a client of the e2e stack's database (closed afterwards). */
export async function withE2eDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${E2E_DATABASE}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Moves the purchase (payment) of instance `instanceId` `days` days into the past, in the e2e database. */
export async function agePurchase(instanceId: string, days: number): Promise<void> {
  await withE2eDb(async (db) => {
    const res = await db.query(
      `UPDATE product_orders SET created_at = created_at - make_interval(days => $2::int)
       WHERE id = (SELECT order_id FROM instances WHERE instance_id = $1)`,
      [instanceId, days],
    );
    expect(res.rowCount, `the order of ${instanceId}`).toBe(1);
  });
}

/** The ledger entries of `kind` of the account `userId` (balance change in fen), from the e2e database. */
export async function ledgerEntries(userId: number, kind: string): Promise<Array<{ balance_delta_fen: number }>> {
  return withE2eDb(async (db) => {
    const res = await db.query<{ balance_delta_fen: string }>(
      'SELECT balance_delta_fen FROM ledger_entries WHERE user_id = $1 AND kind = $2 ORDER BY id',
      [userId, kind],
    );
    return res.rows.map((r) => ({ balance_delta_fen: Number(r.balance_delta_fen) }));
  });
}
