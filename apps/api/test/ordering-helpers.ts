/**
 * Helpers for the ordering tests: customers with a verified account and money in the wallet, the
 * seeded offer (a zone, its type and image, and things from other zones), and polling for
 * instance and phone states. Money is given through the ledger, as everything else does.
 */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { accountChanged } from '../src/modules/accounts/services/session-cache.ts';
import { postLedger } from '../src/modules/wallet/services/ledger.ts';
import { ecsOrderForm } from '../scripts/api-process.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** A test server whose simulator is fast and never fails unless a test says so. */
export const startOrderingServer = () =>
  startTestServer({
    env: { SIM_CREATE_DELAY_MS: '40', SIM_ACTION_DELAY_MS: '20', SIM_FAILURE_RATE: '0', SIM_SEED: '7' },
  });

/** Make every creation (instances and cloud phones) fail (rate 1) or succeed (rate 0) from now on. */
export const setFailureRate = (t: TestServer, rate: number) => {
  (t.app.compute as unknown as { options: { failureRate: number } }).options.failureRate = rate;
  (t.app.phones as unknown as { options: { failureRate: number } }).options.failureRate = rate;
};

let n = 0;
/** Register a customer; optionally verified and with cash / gift money (fen). */
export async function customer(t: TestServer, o: { verified?: boolean; cashFen?: number; giveFen?: number } = {}) {
  const email = `buyer${++n}-${Date.now()}@example.com`;
  const reg = await t.signUp(email);
  const id = reg.data.user.id as number;
  if (o.verified !== false) {
    await t.db.db.update(users).set({ authenticationStatus: 2, authenticationType: 1 }).where(eq(users.id, id));
    accountChanged(id); // as an operator's real-name decision does
  }
  if (o.cashFen || o.giveFen) await fund(t, id, o.cashFen ?? 0, o.giveFen ?? 0);
  return { id, email, token: reg.data.token as string };
}

export async function fund(t: TestServer, userId: number, cashFen: number, giveFen = 0) {
  await t.db.db.transaction((tx) =>
    postLedger(tx, {
      userId,
      kind: 'adjustment',
      balanceDeltaFen: cashFen,
      giveDeltaFen: giveFen,
      refType: 'test',
      refId: userId,
      memo: 'test funds',
    }),
  );
}

export async function balances(t: TestServer, userId: number) {
  const [u] = await t.db.db
    .select({ cash: users.balanceFen, give: users.giveBalanceFen })
    .from(users)
    .where(eq(users.id, userId));
  return u!;
}

/** The seeded offer of {@link offer}. */
export type Offer = Awaited<ReturnType<typeof offer>>;

/** The seeded offer: Hangzhou zone A with ecs.g7.large and its first image; Beijing for "other zone" cases. */
export async function offer(t: TestServer) {
  const c = t.client();
  const regions = (await c.call('/v1/get_region_zone')).data!;
  const hz = regions.find((r) => r.code === 'cn-hangzhou')!;
  const bj = regions.find((r) => r.code === 'cn-beijing')!;
  const zone = hz.zones[0]!;
  const fams = (await c.call('/v1/get_region_zone_instance_config', { zone_id: zone.id })).data!;
  const type = fams.find((f) => f.code === 'g7')!.types.find((ty) => ty.code === 'ecs.g7.large')!;
  const image = (await c.call('/v1/get_region_zone_images', { zone_id: zone.id })).data![0]!;
  const otherZoneImage = (await c.call('/v1/get_region_zone_images', { zone_id: bj.zones[0]!.id })).data![0]!;
  return { hz, bj, zone, type, image, otherZoneImage };
}

/** Form fields of a one-instance, one-month order (g7.large, 40 GB ESSD, 1 Mbps = ¥342.00). */
export function orderFields(
  o: Awaited<ReturnType<typeof offer>>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...ecsOrderForm({ regionId: o.hz.id, zoneId: o.zone.id, typeId: o.type.id, imageId: o.image.id }, 'web'),
    ...extra,
  };
}

/** Poll the instance list until `instanceId` has `status` (or throw after ~10 s). */
export async function waitForInstance(t: TestServer, token: string, instanceId: string, status: string) {
  let last = '';
  for (let i = 0; i < 100; i++) {
    const res = await t.post('/instance_overview/user_instance_list', { status }, token);
    const hit = res.data?.list.find((x: { instance_id: string }) => x.instance_id === instanceId);
    if (hit) return hit;
    last = JSON.stringify(
      (await t.post('/instance_overview/user_instance_list', { keyword: instanceId }, token)).data?.list?.[0]?.status,
    );
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${instanceId} never reached ${status} (last ${last})`);
}

/** Poll the phone list until `phoneId` has `status` (or throw after ~10 s); returns the phone as listed. */
export async function waitForPhone(t: TestServer, token: string, phoneId: string, status: string) {
  for (let i = 0; i < 100; i++) {
    const hit = (await t.post('/phone_overview/user_phone_list', {}, token)).data?.list.find(
      (p: { phone_id: string }) => p.phone_id === phoneId,
    );
    if (hit?.status === status) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`phone ${phoneId} never reached ${status}`);
}

/**
 * Order one ECS instance of `o` (extra form fields, e.g. `name`) as the customer of `token`, assert the order is
 * accepted, and wait until the instance runs; returns its instance id.
 */
export async function orderRunning(t: TestServer, o: Offer, token: string, extra: Record<string, string> = {}) {
  const res = await t.post('/instance_center/inquiry_create_instance_order', orderFields(o, extra), token);
  if (res.code !== 200) throw new Error(`order refused: ${res.code} ${res.msg}`);
  const id = res.data.instances[0].instance_id as string;
  await waitForInstance(t, token, id, 'running');
  return id;
}
