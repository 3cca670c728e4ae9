/**
 * `pnpm --filter @lanyun/api ledger:check`: verifies that every account's balance and
 * give_balance equal the sums of its ledger entries, on the database the API would use
 * (DATABASE_URL or the embedded PGlite). Prints a table of mismatches; exits 1 when there are any.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { checkLedger } from '../src/modules/wallet/services/ledger.ts';

const config = loadConfig();
const handle = await openDb({
  url: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR ?? path.join(config.root, 'var/pglite'),
});
const { accounts, mismatches } = await checkLedger(handle.db);
await handle.close();
if (mismatches.length) {
  console.table(mismatches);
  console.error(`ledger check FAILED: ${mismatches.length} of ${accounts} accounts do not match their ledger`);
  process.exit(1);
}
console.log(`ledger check passed: ${accounts} accounts match their ledger`);
