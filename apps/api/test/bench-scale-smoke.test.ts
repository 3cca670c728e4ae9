/**
 * The scale bench (scripts/bench-scale.ts, `pnpm bench:scale`) at a tiny size, so CI keeps it working: it seeds 200
 * customers with the bench's shape (one large customer with many orders and ledger entries) on a fresh PostgreSQL
 * database, starts the real API process and times every read once over HTTP. Every read must answer (HTTP 200, code
 * 200 or a file) — the bench's table must have a row for each. PostgreSQL only: the bench seeds a server database.
 */
import { describe, expect, it } from 'vitest';
import { runScaleBench } from '../scripts/bench-scale.ts';

describe.skipIf(process.env.TEST_DB !== 'postgres')('scale bench, smoke size', () => {
  it('seeds 200 customers and answers every read', async () => {
    const report = await runScaleBench({ steps: [200], samples: 1, write: false, log: () => undefined });
    const [step] = report.steps;
    expect(step?.rows.users).toBeGreaterThanOrEqual(200);
    expect(step?.rows.product_orders).toBe(6 * 200 + 199);
    expect(step?.rows.ledger_entries).toBeGreaterThanOrEqual(10 * 200 + 2 * 199);
    // Seeded with the rollup triggers off, the kept totals still equal their rows.
    expect(step?.rollups_match).toBe(true);
    const names = step!.reads.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'purchase orders p1',
        'bills list (24 mo)',
        'ops customer orders',
        'ops month overview',
        'instance chart month',
      ]),
    );
    for (const r of step!.reads)
      expect({ read: r.name, ok: r.ok, status: r.status }).toEqual({ read: r.name, ok: true, status: 200 });
  }, 300_000); // starting the API process (migrations, demo seed) dominates; well under a minute on an idle machine
});
