/**
 * The layering rules of the API (biome.json `noRestrictedImports` overrides, apps/api/src/modules/README.md) bite:
 * small files laid out like src/ are written to a folder of this tree (removed afterwards), Biome lints them, and
 * each forbidden import is reported on its line while the allowed ones are not.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const dir = path.join(import.meta.dirname, `lint-layers-${process.pid}-${Date.now()}`);
const rel = path.relative(repo, dir).split(path.sep).join('/');

/** Fixture files (path under the folder → lines); a line ending in `// refused` must be reported, no other. */
const FIXTURES: Record<string, string[]> = {
  'src/modules/shop/routes/v1/orders.ts': [
    "import { eq } from 'drizzle-orm'; // refused",
    "import { orders } from '../../../../db/schema.ts'; // refused",
    "import type { DbOrTx } from '../../../../db/client.ts'; // refused",
    "import { payOrder } from '../../../wallet/services/orders.ts'; // refused",
    "import { walletOwnerId } from '../../../wallet/index.ts';",
    "import { listOrders } from '../../services/orders.ts';",
    "import { envelope } from '../../../../lib/envelope.ts';",
  ],
  'src/modules/shop/routes/ip/v1/keyed.ts': [
    "import { sql } from 'drizzle-orm/sql'; // refused",
    "import { lookup } from '../../../../ipintel/services/lookup.ts'; // refused",
    "import { IpData } from '../../../../ipintel/index.ts';",
    "import { ok } from '../../../../../lib/envelope.ts';",
  ],
  'src/modules/shop/services/orders.ts': [
    "import { DEFAULT_BODY_LIMIT } from '../../../plugins/external/multipart.ts'; // refused",
    "import { EcsConfigBody } from '../routes/v1/orders.ts'; // refused",
    "import { postLedger } from '../../wallet/services/ledger.ts'; // refused",
    "import { Flag } from '../../accounts/schemas/account.ts'; // refused",
    "import { postLedger as post } from '../../wallet/index.ts';",
    "import { eq } from 'drizzle-orm';",
    "import { orders } from '../../../db/schema.ts';",
    "import { quote } from './pricing.ts';",
  ],
  'src/modules/shop/schemas/orders.ts': [
    "import { Id } from '../../catalog/schemas/ids.ts'; // refused",
    "import { PageQuery } from '../../../lib/schemas.ts';",
    "import { Money } from '../../wallet/index.ts';",
  ],
  'src/modules/shop/index.ts': [
    "export { payOrder } from '../wallet/services/orders.ts'; // refused",
    "export { listOrders } from './services/orders.ts';",
  ],
  'src/plugins/app/ordering.ts': [
    "import { sweepExpiry } from '../../modules/instances/services/lifecycle.ts'; // refused",
    "import type { PhoneOut } from '../../modules/orders/schemas/ordering.ts'; // refused",
    "import { JOB_ECS_CREATE, sweepExpiry as sweep } from '../../modules/instances/index.ts';",
    "import { ApiError } from '../../lib/envelope.ts';",
    "import { computeFromConfig } from '../../providers/compute/index.ts';",
  ],
  'src/seed/index.ts': [
    "import { hashPassword } from '../modules/accounts/services/accounts.ts'; // refused",
    "import { PLAN_SEED } from '../modules/ipintel/index.ts';",
    "import { users } from '../db/schema.ts';",
  ],
  'src/seed/articles/phone.ts': [
    "import { RELEASE_AFTER_DAYS } from '../../modules/instances/services/lifecycle.ts'; // refused",
    "import { JOB_PHONE_CREATE } from '../../modules/phones/index.ts';",
  ],
  'src/lib/require-user.ts': [
    "import type { SessionUser } from '../plugins/app/auth.ts'; // refused",
    "import { hashPassword } from '../modules/accounts/index.ts'; // refused",
    "import type { ComputeBackend } from '../providers/compute/types.ts'; // refused",
    "import type { users } from '../db/schema.ts';",
    "import { ApiError } from './envelope.ts';",
  ],
  'src/providers/compute/simulator.ts': [
    "import { placeInstance } from '../../modules/instances/services/placement.ts'; // refused",
    "import { JOB_ECS_CREATE } from '../../modules/instances/index.ts'; // refused",
    "import type { ApiReason } from '../../lib/envelope.ts';",
    "import { ComputeError } from './types.ts';",
  ],
};

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('layering rules', () => {
  it('reports each forbidden import, and only those', async () => {
    for (const [file, lines] of Object.entries(FIXTURES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
    }
    const biome = path.join(repo, 'node_modules/.bin/biome');
    // Biome exits 1 when it reports errors: that is the expected outcome here, the JSON is on stdout either way.
    const { stdout } = await promisify(execFile)(biome, ['lint', '--reporter=json', '--max-diagnostics=none', rel], {
      cwd: repo,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
    const reported = report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => `${path.posix.relative(rel, d.location.path)}:${d.location.start.line}`)
      .sort();
    const expected = Object.entries(FIXTURES)
      .flatMap(([file, lines]) => lines.flatMap((l, i) => (l.endsWith('// refused') ? [`${file}:${i + 1}`] : [])))
      .sort();
    expect(reported).toEqual(expected);
  });
});
