/**
 * The message centre: every event a customer should hear of (money moved, a resource ready, released or about to
 * expire, the IP quota) becomes at most one message per channel — the site message (in-app), an e-mail and an SMS —
 * chosen per category by the customer (`notification_settings`, defaults below).
 *
 * Exactly once: each event has a stable name (`topup:<order>`, `expiry:instance:<id>:<expiry>:<stage>`…); the in-app
 * message is written with `dedupe_key = <event>:in_app` and each e-mail/SMS is queued in `notification_deliveries`
 * with `<event>:<channel>`, both unique indexes, with ON CONFLICT DO NOTHING. {@link notify} runs inside the caller's
 * transaction, so the message commits with the money event or not at all, and a job that runs twice (or two processes
 * at once) leaves one row per channel. {@link deliverPending} sends the queued e-mail and SMS through the messaging
 * provider; a row is claimed (pending → sending, `claimed_at`) before it is sent, so two deliverers never send the same
 * row. A row left `sending` longer than the lease (NOTIFY_SENDING_LEASE_MS: the process died between the claim and the
 * end of the send) is claimed again by one deliverer, as one more attempt.
 *
 * Texts are a catalogue key and params (services/platform/local-text.ts): the site message is rendered in the reader's
 * language, e-mail and SMS in the account's language (`users.lang`, kept from its latest log-in or sign-up; Chinese
 * until one said otherwise), fixed on the delivery row when it is queued.
 */
import { renderApiMessage, type ApiParams } from '@lanyun/i18n/api-messages';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { messages, notificationDeliveries, notificationSettings, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { beijingTime as beijingSeconds } from '../../../lib/time.ts';
import type { Messaging } from '../../../providers/messaging/index.ts';
import { siteMessageRow, type SiteMessageKey } from '../../platform/index.ts';

/** Message categories, as in 消息接收管理: money, expiry reminders and renewals, resources, services, security. */
export const CATEGORIES = ['finance', 'expiry', 'product', 'service', 'security'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Channel = 'in_app' | 'email' | 'sms';

export interface ChannelChoice {
  inApp: boolean;
  email: boolean;
  sms: boolean;
}

/** Channels of a category the customer has not chosen. */
export const DEFAULT_CHANNELS: Record<Category, ChannelChoice> = {
  finance: { inApp: true, email: true, sms: false },
  expiry: { inApp: true, email: true, sms: true },
  product: { inApp: true, email: true, sms: false },
  service: { inApp: true, email: false, sms: false },
  security: { inApp: true, email: true, sms: true },
};

/** Categories about money: their in-app message cannot be turned off. */
export const IN_APP_REQUIRED: readonly Category[] = ['finance', 'expiry'];

/** The customer's channels for every category (defaults where they chose nothing). */
export async function channelSettings(db: DbOrTx, userId: number): Promise<Record<Category, ChannelChoice>> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const out = { ...DEFAULT_CHANNELS };
  for (const r of rows) {
    if ((CATEGORIES as readonly string[]).includes(r.category))
      out[r.category as Category] = { inApp: r.inApp, email: r.email, sms: r.sms };
  }
  return out;
}

/**
 * Set the customer's channels of one category.
 * @throws ApiError 400 'notify.in_app_required' when in-app is turned off for a money category
 */
export async function setChannels(db: DbOrTx, userId: number, category: Category, c: ChannelChoice): Promise<void> {
  if (!c.inApp && IN_APP_REQUIRED.includes(category)) throw new ApiError(CODE.BAD_REQUEST, 'notify.in_app_required');
  await db
    .insert(notificationSettings)
    .values({ userId, category, ...c })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { ...c, updatedAt: new Date() },
    });
}

/** One event to tell a customer of. */
export interface NotifyEvent {
  userId: number;
  category: Category;
  /** Stable name of the event (the same event always gets the same name): the dedupe key without the channel. */
  event: string;
  key: SiteMessageKey;
  params?: ApiParams;
}

/**
 * Write the event's in-app message and queue its e-mail and SMS, per the customer's channels, each at most once ever
 * (unique dedupe keys, ON CONFLICT DO NOTHING). Call inside the transaction of the event. Returns the channels newly
 * written (empty when the event was already told).
 */
export async function notify(db: DbOrTx, e: NotifyEvent): Promise<Channel[]> {
  const [u] = await db
    .select({ email: users.email, phone: users.phone, lang: users.lang })
    .from(users)
    .where(eq(users.id, e.userId))
    .limit(1);
  if (!u) return [];
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, e.userId), eq(notificationSettings.category, e.category)))
    .limit(1);
  const c = row ?? DEFAULT_CHANNELS[e.category];
  const inApp = c.inApp || IN_APP_REQUIRED.includes(e.category);
  const params = e.params ?? {};
  const done: Channel[] = [];
  if (inApp) {
    const added = await db
      .insert(messages)
      .values({
        userId: e.userId,
        category: e.category,
        dedupeKey: `${e.event}:in_app`,
        ...siteMessageRow(e.key, params),
      })
      .onConflictDoNothing({ target: messages.dedupeKey })
      .returning({ id: messages.id });
    if (added.length) done.push('in_app');
  }
  const outgoing: { channel: 'email' | 'sms'; to: string }[] = [];
  if (c.email && u.email) outgoing.push({ channel: 'email', to: u.email });
  if (c.sms && u.phone) outgoing.push({ channel: 'sms', to: u.phone });
  for (const o of outgoing) {
    const added = await db
      .insert(notificationDeliveries)
      .values({
        userId: e.userId,
        channel: o.channel,
        dedupeKey: `${e.event}:${o.channel}`,
        recipient: o.to,
        textKey: e.key,
        textParams: params,
        lang: accountLang(u.lang),
      })
      .onConflictDoNothing({ target: notificationDeliveries.dedupeKey })
      .returning({ id: notificationDeliveries.id });
    if (added.length) done.push(o.channel);
  }
  return done;
}

const stripTags = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

/** The language of an account's e-mails and SMS: `en` when it said English, otherwise Chinese (the default). */
export function accountLang(stored: string | null | undefined): MessageLang {
  return stored === 'en' ? 'en' : 'zh-CN';
}

/** The subject and text of an e-mail or SMS of `key` in `lang` (Chinese by default). */
export function outgoingText(
  key: string,
  params: ApiParams,
  lang: MessageLang = 'zh-CN',
): { subject: string; text: string } {
  const title = renderApiMessage(lang, `${key}.title`, params);
  const body = stripTags(renderApiMessage(lang, `${key}.body`, params));
  return { subject: lang === 'en' ? `[Lanyun Cloud] ${title}` : `【岚云】${title}`, text: `${title}\n${body}` };
}

/** Attempts before a delivery is given up (status failed). */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** How long a claimed delivery may stay `sending` before it is claimed again, ms (NOTIFY_SENDING_LEASE_MS). */
export const DEFAULT_SENDING_LEASE_MS = 300_000;

/**
 * Send up to `batch` queued e-mails and SMS through the messaging provider. A row is due when it is pending, or
 * `sending` with a claim older than `leaseMs` (its deliverer died before finishing; rows claimed before `claimed_at`
 * existed count from their creation). Each due row is claimed first by one conditional UPDATE (status and claim time
 * re-checked under the row lock), so concurrent deliverers never send a row twice; a claim counts an attempt. A
 * refused send returns the row to pending until MAX_DELIVERY_ATTEMPTS, then marks it failed, as does a lease that
 * expires on the last attempt. Returns how many were sent.
 */
export async function deliverPending(
  db: DbOrTx,
  messaging: Messaging,
  batch = 20,
  leaseMs = DEFAULT_SENDING_LEASE_MS,
): Promise<number> {
  const d = notificationDeliveries;
  const leaseOver = sql`coalesce(${d.claimedAt}, ${d.createdAt}) < now() - make_interval(secs => ${leaseMs / 1000})`;
  const stale = and(eq(d.status, 'sending'), leaseOver);
  // A row whose every attempt was claimed and whose last claim expired is given up, not sent once more.
  await db
    .update(d)
    .set({ status: 'failed', lastError: 'sending lease expired' })
    .where(and(stale, sql`${d.attempts} >= ${MAX_DELIVERY_ATTEMPTS}`));
  const dueNow = or(eq(d.status, 'pending'), and(stale, lt(d.attempts, MAX_DELIVERY_ATTEMPTS)));
  const due = await db.select({ id: d.id }).from(d).where(dueNow).orderBy(asc(d.id)).limit(batch);
  if (due.length === 0) return 0;
  const claimed = await db
    .update(d)
    .set({ status: 'sending', claimedAt: sql`clock_timestamp()`, attempts: sql`${d.attempts} + 1` })
    .where(
      and(
        inArray(
          d.id,
          due.map((r) => r.id),
        ),
        dueNow,
      ),
    )
    .returning();
  let sent = 0;
  for (const row of claimed) {
    const { subject, text } = outgoingText(row.textKey, (row.textParams ?? {}) as ApiParams, accountLang(row.lang));
    const channel = row.channel === 'sms' ? 'sms' : 'email';
    // Finishing touches only this claim: a row claimed again after a lapsed lease belongs to the new claim.
    const ours = and(eq(d.id, row.id), eq(d.status, 'sending'), eq(d.attempts, row.attempts));
    try {
      await messaging[channel].send({ channel, to: row.recipient, subject, text });
      await db.update(d).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(ours);
      sent++;
    } catch (err) {
      await db
        .update(d)
        .set({
          status: row.attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending',
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 300),
        })
        .where(ours);
    }
  }
  return sent;
}

/** `d` as "YYYY-MM-DD HH:mm" in Beijing time (the messages say so), for message params. */
export function beijingTime(d: Date): string {
  return beijingSeconds(d).slice(0, 16);
}

/** Tell the owner that instance or phone `id` was released (once: the event is the resource's release). */
export function notifyReleased(tx: DbOrTx, userId: number, kind: 'instance' | 'phone', id: string) {
  return notify(tx, {
    userId,
    category: 'product',
    event: `released:${kind}:${id}`,
    key: 'message.released',
    params: { kind: { key: `message.kind.${kind}` }, id },
  });
}

/**
 * Tell the owner that instance or phone `id` could not be created (once: the event is the resource's failure). The
 * refund of what was paid for it tells of itself (`refund:` event, services/orders/orders.ts refundOrderShare).
 */
export function notifyCreateFailed(tx: DbOrTx, userId: number, kind: 'instance' | 'phone', id: string) {
  return notify(tx, {
    userId,
    category: 'product',
    event: `create_failed:${kind}:${id}`,
    key: 'message.create_failed',
    params: { kind: { key: `message.kind.${kind}` }, id },
  });
}

/**
 * Tell the owner that the auto-renewal of instance or phone `id` due at `dueAt` was paid (`paid`: yuan amount and the
 * new expiry in Beijing time) or failed for lack of balance (`paid` null). Once per due date.
 */
export function notifyRenewal(
  tx: DbOrTx,
  userId: number,
  kind: 'instance' | 'phone',
  id: string,
  dueAt: Date,
  paid: { amount: string; date: string } | null,
) {
  return notify(tx, {
    userId,
    category: 'expiry',
    event: `auto_renew:${kind}:${id}:${dueAt.getTime()}`,
    key: paid ? 'message.auto_renew_done' : 'message.auto_renew_failed',
    params: { kind: { key: `message.kind.${kind}` }, id, ...paid },
  });
}
