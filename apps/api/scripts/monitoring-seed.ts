/**
 * Seeding for the monitoring benchmark (`pnpm bench:monitoring`) and its small-size test (test/monitoring-scale.test.ts):
 * `count` running ECS instances spread over simulator hosts (`sim://bench-host-<n>`, `perHost` instances each), owned
 * by one customer and paid by one order, inserted with SQL `generate_series` (a few statements whatever the count).
 * The rows satisfy the table's constraints (unique instance ids, the owner and order foreign keys) and look like
 * what an order of the simulator leaves: a backend reference, a host, addresses, an expiry a month ahead.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';

/** What was seeded: the owner's user id and the host URIs used. */
export interface SeededFleet {
  userId: number;
  hosts: string[];
}

/**
 * Insert `count` running instances over `ceil(count / perHost)` hosts. `tag` keeps the user name, order number and
 * instance ids unique when called more than once on one database.
 */
export async function seedRunningInstances(
  db: DbOrTx,
  count: number,
  perHost = 250,
  tag = 'bench',
): Promise<SeededFleet> {
  const userRes = (await db.execute(sql`
    INSERT INTO users (user_name, password_hash) VALUES (${`${tag}-fleet@example.com`}, 'x') RETURNING id`)) as {
    rows: { id: number }[];
  };
  const userId = Number(userRes.rows[0]!.id);
  const orderRes = (await db.execute(sql`
    INSERT INTO product_orders (order_num, user_id, created_by, kind, amount_fen)
    VALUES (${`${tag}-order`}, ${userId}, ${userId}, 'ecs', 0) RETURNING id`)) as { rows: { id: number }[] };
  const orderId = Number(orderRes.rows[0]!.id);
  await db.execute(sql`
    INSERT INTO instances (instance_id, user_id, created_by, order_id, name, status, region_code, region_name, zone_id,
      zone_code, zone_name, instance_type_id, instance_type, vcpu, memory_gb, image_id, image_name, system_disk,
      bandwidth_mbps, login_type, unit_month_fen, duration_months, public_ip, private_ip, backend_ref, host, expires_at)
    SELECT ${`${tag}-i-`} || g, ${userId}, ${userId}, ${orderId}, ${`${tag}-`} || g, 'running', 'cn-east', '华东', 1,
      'cn-east-1a', '华东 1 可用区 A', 1, 'c1.small', 1, 2, 1, 'Debian 12', '{"type":"ssd","gb":40}'::jsonb,
      1, 'password', 0, 1, NULL, '172.16.' || (g / 250) % 256 || '.' || g % 250 + 1,
      ${`sim-${tag}-`} || g, ${`sim://${tag}-host-`} || ((g - 1) / ${perHost} + 1), now() + interval '30 days'
      FROM generate_series(1, ${count}) AS g`);
  const hosts = Array.from({ length: Math.ceil(count / perHost) }, (_, i) => `sim://${tag}-host-${i + 1}`);
  return { userId, hosts };
}

/**
 * Rows and bytes (pg_total_relation_size summed over the partitions: a partitioned parent holds none itself) of a
 * partitioned table, and its partitions' names.
 */
export async function partitionedSize(
  db: DbOrTx,
  table: string,
): Promise<{ partitions: number; rows: number; bytes: number }> {
  const res = (await db.execute(sql`
    SELECT count(*)::int AS partitions, coalesce(sum(pg_total_relation_size(i.inhrelid)), 0)::bigint AS bytes
      FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = ${table}`)) as {
    rows: { partitions: number; bytes: string | number }[];
  };
  const rows = (await db.execute(sql.raw(`SELECT count(*)::bigint AS n FROM "${table}"`))) as {
    rows: { n: string | number }[];
  };
  return {
    partitions: Number(res.rows[0]!.partitions),
    bytes: Number(res.rows[0]!.bytes),
    rows: Number(rows.rows[0]!.n),
  };
}
