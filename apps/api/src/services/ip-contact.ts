/**
 * Contact requests from the IP site (custom plan, support, feedback), stored for operators (routes/ipintel/contact.ts)
 * and listed to them newest first (routes/ops/ipintel.ts); a logged-in sender is linked to the request.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { ipContactRequests, users } from '../db/schema.ts';
import { toSeconds } from '../schemas/common.ts';

/** What a contact request is about. */
export const CONTACT_KINDS = ['custom_plan', 'support', 'feedback'] as const;

/** Stores a contact request; returns its id. */
export async function addContactRequest(
  db: DbOrTx,
  input: { kind: (typeof CONTACT_KINDS)[number]; name: string; email: string; company: string; message: string },
  userId: number | null,
) {
  const [row] = await db
    .insert(ipContactRequests)
    .values({ ...input, userId })
    .returning({ id: ipContactRequests.id });
  if (!row) throw new Error('contact request: insert returned no row');
  return row.id;
}

/** One page of contact requests (of one kind or all), newest first, with the sender's account name when known. */
export async function listContactRequests(
  db: DbOrTx,
  q: { page: number; page_size: number; kind?: (typeof CONTACT_KINDS)[number] },
) {
  const where = q.kind ? eq(ipContactRequests.kind, q.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: ipContactRequests, userName: users.userName })
      .from(ipContactRequests)
      .leftJoin(users, eq(users.id, ipContactRequests.userId))
      .where(where)
      .orderBy(desc(ipContactRequests.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(ipContactRequests).where(where),
  ]);
  return {
    list: rows.map(({ c, userName }) => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      email: c.email,
      company: c.company,
      message: c.message,
      user_id: c.userId,
      user_name: userName,
      status: c.status,
      created_at: toSeconds(c.createdAt),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}
