/**
 * Support tickets (工单), shared by the customer calls (/ticket/*) and the console's (/ops/tickets/*).
 *
 * A ticket belongs to the main account (`user_id`); the main account and its sub-accounts holding `user-3-1`
 * read and answer all of the account's tickets. Statuses: 1 open → 2 processing → 3 waiting for the customer →
 * 4 closed; {@link TRANSITIONS} is the whole set of allowed moves, enforced here (409 otherwise). A customer's
 * reply to a ticket waiting for them moves it back to processing; a closed ticket takes no more replies.
 * Attachments are uploads (usage `ticket`, the real-name image rules) of the person replying, attached once.
 *
 * @throws ApiError 404 unknown ticket (or another account's), 400 bad attachment or resource, 409 bad transition
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  cloudPhones,
  instances,
  operators,
  ticketAttachments,
  ticketReplies,
  tickets,
  uploads,
  users,
} from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { audit } from '../../ops/index.ts';
import { walletOwnerId } from '../../wallet/index.ts';

export const TICKET_CATEGORIES = ['billing', 'ecs', 'phone', 'account', 'ip_api'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUS = { OPEN: 1, PROCESSING: 2, WAITING: 3, CLOSED: 4 } as const;
/** Allowed status moves (from → to). */
export const TRANSITIONS: Readonly<Record<number, readonly number[]>> = { 1: [2, 3, 4], 2: [3, 4], 3: [2, 4], 4: [] };
/** At most this many files per reply. */
export const MAX_ATTACHMENTS = 5;

type TicketRow = typeof tickets.$inferSelect;
export interface Actor {
  id: number;
  pid: number;
}

/** A ticket as the lists show it (times in unix seconds). */
export function ticketView(t: TicketRow, extra: { user_name?: string } = {}) {
  return {
    id: t.id,
    category: t.category as TicketCategory,
    priority: t.priority,
    title: t.title,
    resource_id: t.resourceId,
    status: t.status,
    created_at: toSeconds(t.createdAt),
    updated_at: toSeconds(t.updatedAt),
    closed_at: t.closedAt ? toSeconds(t.closedAt) : null,
    ...extra,
  };
}

/** The logged-in operator's id (requireOperatorRole ran before); 506 when there is none. */
export function operatorIdOf(request: { operator: { id: number } | null }): number {
  if (!request.operator) throw new ApiError(CODE.SESSION_INVALID, 'ops.session_expired');
  return request.operator.id;
}

/** Throws 409 unless `from → to` is an allowed move. */
export function assertTransition(from: number, to: number): void {
  if (from === TICKET_STATUS.CLOSED) throw new ApiError(CODE.CONFLICT, 'ticket.closed');
  if (!TRANSITIONS[from]?.includes(to)) throw new ApiError(CODE.CONFLICT, 'ticket.bad_transition');
}

async function attach(tx: DbOrTx, ticketId: number, replyId: number, uploaderId: number, uploadIds: number[]) {
  if (uploadIds.length === 0) return;
  if (uploadIds.length > MAX_ATTACHMENTS) throw new ApiError(CODE.BAD_REQUEST, 'ticket.attachments_max');
  const own = await tx
    .select({ id: uploads.id, used: ticketAttachments.id })
    .from(uploads)
    .leftJoin(ticketAttachments, eq(ticketAttachments.uploadId, uploads.id))
    .where(and(inArray(uploads.id, uploadIds), eq(uploads.userId, uploaderId), eq(uploads.usage, 'ticket')));
  if (own.length !== new Set(uploadIds).size || own.some((u) => u.used !== null))
    throw new ApiError(CODE.BAD_REQUEST, 'ticket.attachments_again');
  await tx
    .insert(ticketAttachments)
    .values([...new Set(uploadIds)].map((uploadId) => ({ ticketId, replyId, uploadId })));
}

async function assertResource(db: DbOrTx, ownerId: number, resourceId: string) {
  const [ecs] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(and(eq(instances.instanceId, resourceId), eq(instances.userId, ownerId)))
    .limit(1);
  if (ecs) return;
  const [phone] = await db
    .select({ id: cloudPhones.id })
    .from(cloudPhones)
    .where(and(eq(cloudPhones.phoneId, resourceId), eq(cloudPhones.userId, ownerId)))
    .limit(1);
  if (!phone) throw new ApiError(CODE.BAD_REQUEST, 'instance.not_found');
}

/** Opens a ticket with its first message; returns the new ticket. */
export async function openTicket(
  db: Db,
  actor: Actor,
  input: {
    category: TicketCategory;
    priority: number;
    title: string;
    content: string;
    resource_id?: string;
    attachments: number[];
  },
) {
  const ownerId = walletOwnerId(actor);
  return db.transaction(async (tx) => {
    if (input.resource_id) await assertResource(tx, ownerId, input.resource_id);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId: ownerId,
        createdBy: actor.id,
        category: input.category,
        priority: input.priority,
        title: input.title,
        resourceId: input.resource_id || null,
      })
      .returning();
    const [reply] = await tx
      .insert(ticketReplies)
      .values({ ticketId: ticket!.id, userId: actor.id, content: input.content })
      .returning({ id: ticketReplies.id });
    await attach(tx, ticket!.id, reply!.id, actor.id, input.attachments);
    return ticket!;
  });
}

/** The account's tickets, newest activity first; `status` 0 for all. */
export async function listTickets(db: Db, actor: Actor, q: { page: number; page_size: number; status: number }) {
  const where = and(eq(tickets.userId, walletOwnerId(actor)), q.status ? eq(tickets.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { list: rows.map((t) => ticketView(t)), total: Number(total?.n ?? 0), page: q.page, page_size: q.page_size };
}

/**
 * A ticket and its thread (oldest first) with attachment ids. `ownerId` limits it to one account (customers);
 * omit it for operators. Attachment urls are left to the caller (customer and console paths differ).
 */
export async function ticketDetail(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select({ t: tickets, userName: users.userName })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(tickets.id, id), ownerId === undefined ? undefined : eq(tickets.userId, ownerId)))
    .limit(1);
  if (!row) throw new ApiError(CODE.NOT_FOUND, 'ticket.not_found');
  const [replies, files] = await Promise.all([
    db
      .select({ r: ticketReplies, userName: users.userName, operatorName: operators.name })
      .from(ticketReplies)
      .leftJoin(users, eq(users.id, ticketReplies.userId))
      .leftJoin(operators, eq(operators.id, ticketReplies.operatorId))
      .where(eq(ticketReplies.ticketId, id))
      .orderBy(ticketReplies.id),
    db
      .select({
        replyId: ticketAttachments.replyId,
        uploadId: ticketAttachments.uploadId,
        mime: uploads.mime,
        size: uploads.sizeBytes,
      })
      .from(ticketAttachments)
      .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
      .where(eq(ticketAttachments.ticketId, id)),
  ]);
  return {
    ...ticketView(row.t, { user_name: row.userName }),
    replies: replies.map(({ r, userName, operatorName }) => ({
      id: r.id,
      from: r.operatorId ? ('support' as const) : ('customer' as const),
      author: r.operatorId ? (operatorName ?? '') : (userName ?? ''),
      content: r.content,
      created_at: toSeconds(r.createdAt),
      attachments: files.filter((f) => f.replyId === r.id).map((f) => ({ id: f.uploadId, mime: f.mime, size: f.size })),
    })),
  };
}

/**
 * A customer's reply: refused on a closed ticket; a ticket waiting for the customer goes back to processing.
 * Returns the ticket (after) for the notification.
 */
export async function customerReply(
  db: Db,
  actor: Actor,
  input: { id: number; content: string; attachments: number[] },
) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, input.id), eq(tickets.userId, walletOwnerId(actor))))
      .for('update');
    if (!t) throw new ApiError(CODE.NOT_FOUND, 'ticket.not_found');
    if (t.status === TICKET_STATUS.CLOSED) throw new ApiError(CODE.CONFLICT, 'ticket.closed');
    const [reply] = await tx
      .insert(ticketReplies)
      .values({ ticketId: t.id, userId: actor.id, content: input.content })
      .returning({ id: ticketReplies.id });
    await attach(tx, t.id, reply!.id, actor.id, input.attachments);
    const status = t.status === TICKET_STATUS.WAITING ? TICKET_STATUS.PROCESSING : t.status;
    const [after] = await tx
      .update(tickets)
      .set({ status, updatedAt: new Date() })
      .where(eq(tickets.id, t.id))
      .returning();
    return after!;
  });
}

/** The customer closes their ticket (any status but closed). */
export async function customerClose(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.userId, walletOwnerId(actor))))
      .for('update');
    if (!t) throw new ApiError(CODE.NOT_FOUND, 'ticket.not_found');
    assertTransition(t.status, TICKET_STATUS.CLOSED);
    const [after] = await tx
      .update(tickets)
      .set({ status: TICKET_STATUS.CLOSED, closedAt: new Date(), updatedAt: new Date() })
      .where(eq(tickets.id, id))
      .returning();
    return after!;
  });
}

/**
 * An operator's reply and/or status change, audited in the same transaction. `content` empty means a status change
 * only (then `status` is required). Returns the ticket after and whether a reply was written.
 */
export async function operatorAct(
  db: Db,
  input: { operatorId: number; id: number; content: string; status?: number; clientIp?: string },
) {
  if (!input.content && !input.status) throw new ApiError(CODE.BAD_REQUEST, 'ticket.reply_or_status');
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(tickets).where(eq(tickets.id, input.id)).for('update');
    if (!t) throw new ApiError(CODE.NOT_FOUND, 'ticket.not_found');
    if (t.status === TICKET_STATUS.CLOSED) throw new ApiError(CODE.CONFLICT, 'ticket.closed');
    const status = input.status ?? (t.status === TICKET_STATUS.OPEN ? TICKET_STATUS.PROCESSING : t.status);
    if (status !== t.status) assertTransition(t.status, status);
    let replyId: number | null = null;
    if (input.content) {
      const [reply] = await tx
        .insert(ticketReplies)
        .values({ ticketId: t.id, operatorId: input.operatorId, content: input.content })
        .returning({ id: ticketReplies.id });
      replyId = reply!.id;
    }
    const now = new Date();
    const closing = status === TICKET_STATUS.CLOSED;
    const [after] = await tx
      .update(tickets)
      .set({ status, updatedAt: now, ...(closing ? { closedAt: now } : {}) })
      .where(eq(tickets.id, t.id))
      .returning();
    await audit(tx, {
      operatorId: input.operatorId,
      action: replyId ? 'ticket.reply' : 'ticket.status',
      targetType: 'ticket',
      targetId: t.id,
      detail: replyId ? { reply_id: replyId } : {},
      before: { status: t.status },
      after: { status },
      clientIp: input.clientIp,
    });
    return { ticket: after!, replied: replyId !== null };
  });
}

/**
 * The upload behind a ticket attachment, if the reader may see it: a customer of the ticket's account
 * (`ownerId`) or any operator (omit `ownerId`). Null otherwise.
 */
export async function attachmentFor(db: Db, uploadId: number, ownerId?: number) {
  const [row] = await db
    .select({ storageKey: uploads.storageKey, mime: uploads.mime })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
    .where(
      and(eq(ticketAttachments.uploadId, uploadId), ownerId === undefined ? undefined : eq(tickets.userId, ownerId)),
    )
    .limit(1);
  return row ?? null;
}

/** Who hears of a ticket's news: the person who opened it (site message, e-mail) and the support operators (e-mail). */
export async function ticketAudience(db: Db, t: TicketRow) {
  const [opener] = await db
    .select({ id: users.id, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, t.createdBy))
    .limit(1);
  const staff = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.disabled, false), eq(operators.role, 'support')));
  return { opener: opener ?? null, staffEmails: staff.map((s) => s.email) };
}
