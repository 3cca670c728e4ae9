/**
 * The start-up step that keeps TOTP secrets sealed at rest (lib/secrets-box.ts): customers' (`users`) and operators'
 * (`operators`) secrets still in plain text (`totp_key_id` null: written before sealing existed, or by the demo seed)
 * or sealed with a key other than the current one (a rotation) are sealed again with the current key. Each row is
 * rewritten by a conditional UPDATE on the value read, so a secret changed meanwhile (a new set-up in another process)
 * is left as that change wrote it. SQL migrations cannot do this (the key is not in the database).
 */
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { operators, users } from '../../../db/schema.ts';
import { currentKeyId, openStored, sealStored } from '../../../lib/secrets-box.ts';

/** Seal every plain or old-key TOTP secret of customers and operators with the current key; answers how many. */
export async function sealTotpSecrets(db: DbOrTx): Promise<number> {
  let n = 0;
  for (const table of [users, operators] as const) {
    const rows = await db
      .select({ id: table.id, secret: table.totpSecret, keyId: table.totpKeyId })
      .from(table)
      .where(and(isNotNull(table.totpSecret), or(isNull(table.totpKeyId), ne(table.totpKeyId, currentKeyId()))));
    for (const r of rows) {
      const s = sealStored(openStored(r.secret!, r.keyId));
      const keyMatch = r.keyId === null ? isNull(table.totpKeyId) : eq(table.totpKeyId, r.keyId);
      const done = await db
        .update(table)
        .set({ totpSecret: s.sealed, totpKeyId: s.keyId })
        .where(and(eq(table.id, r.id), eq(table.totpSecret, r.secret!), keyMatch))
        .returning({ id: table.id });
      n += done.length;
    }
  }
  return n;
}
