/**
 * `pnpm --filter @lanyun/api ops:create-admin <email> [name]`: creates an administrator on the database the API
 * would use (DATABASE_URL or the embedded PGlite) with a random one-time password printed once. Production seeds no
 * operators (docs/decisions/0015-production-start-and-faults.md), so this is how the first one is made; like any operator an admin
 * creates, its first log-in (password only) can do nothing but set up two-factor log-in. The creation is audited
 * as the new operator's own `operator.create` (no operator ran it). Exits 1 when the e-mail is taken or invalid.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { operators } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/accounts/services/accounts.ts';
import { audit } from '../src/modules/ops/services/audit.ts';

const email = z.string().trim().toLowerCase().email().max(254).safeParse(process.argv[2]);
if (!email.success) {
  console.error('usage: pnpm --filter @lanyun/api ops:create-admin <email> [name]');
  process.exit(1);
}
const name = (process.argv[3] ?? 'Administrator').slice(0, 60);
const config = loadConfig();
const handle = await openDb({
  url: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR ?? path.join(config.root, 'var/pglite'),
});
try {
  const [exists] = await handle.db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.email}) = ${email.data}`)
    .limit(1);
  if (exists) {
    console.error(
      `An operator with the e-mail ${email.data} already exists; an admin can reset its two-factor log-in in the console.`,
    );
    process.exitCode = 1;
  } else {
    // 18 random bytes as base64url: 24 characters, with a letter and a digit appended for the password rule.
    const password = `${randomBytes(18).toString('base64url')}a1`;
    const passwordHash = await hashPassword(password);
    await handle.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(operators)
        .values({ email: email.data, name, role: 'admin', passwordHash })
        .returning();
      await audit(tx, {
        operatorId: created!.id,
        action: 'operator.create',
        targetType: 'operator',
        targetId: created!.id,
        after: { email: email.data, name, role: 'admin', via: 'ops:create-admin' },
      });
    });
    console.log(
      `Administrator ${email.data} created. One-time password (shown once): ${password}\nLog in to the operator console with it and set up two-factor log-in.`,
    );
  }
} finally {
  await handle.close();
}
