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
 * provider; a row is claimed (pending → sending) before it is sent, so two deliverers never send the same row.
 *
 * Texts are a catalogue key and params (services/platform/local-text.ts): the site message is rendered in the reader's
 * language, e-mail and SMS in Chinese followed by English (accounts have no language of their own).
 */
import { renderApiMessage, type ApiParams } from '@lanyun/i18n/api-messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { messages, notificationDeliveries, notificationSettings, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
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
    .select({ email: users.email, phone: users.phone })
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

/** The subject and text of an e-mail or SMS of `key`: Chinese, then English. */
export function outgoingText(key: string, params: ApiParams): { subject: string; text: string } {
  const zh = {
    t: renderApiMessage('zh-CN', `${key}.title`, params),
    b: renderApiMessage('zh-CN', `${key}.body`, params),
  };
  const en = { t: renderApiMessage('en', `${key}.title`, params), b: renderApiMessage('en', `${key}.body`, params) };
  return {
    subject: `【岚云】${zh.t}`,
    text: `${zh.t}\n${stripTags(zh.b)}\n\n${en.t}\n${stripTags(en.b)}`,
  };
}

/** Attempts before a delivery is given up (status failed). */
export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * Send up to `batch` queued e-mails and SMS through the messaging provider. Each row is claimed first (one UPDATE …
 * WHERE status = 'pending'), so concurrent deliverers never send a row twice; a refused send returns the row to
 * pending until MAX_DELIVERY_ATTEMPTS, then marks it failed. Returns how many were sent.
 */
export async function deliverPending(db: DbOrTx, messaging: Messaging, batch = 20): Promise<number> {
  const due = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.status, 'pending'))
    .orderBy(asc(notificationDeliveries.id))
    .limit(batch);
  if (due.length === 0) return 0;
  const claimed = await db
    .update(notificationDeliveries)
    .set({ status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(
        inArray(
          notificationDeliveries.id,
          due.map((d) => d.id),
        ),
        eq(notificationDeliveries.status, 'pending'),
      ),
    )
    .returning();
  let sent = 0;
  for (const d of claimed) {
    const { subject, text } = outgoingText(d.textKey, (d.textParams ?? {}) as ApiParams);
    const channel = d.channel === 'sms' ? 'sms' : 'email';
    try {
      await messaging[channel].send({ channel, to: d.recipient, subject, text });
      await db
        .update(notificationDeliveries)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(notificationDeliveries.id, d.id));
      sent++;
    } catch (err) {
      await db
        .update(notificationDeliveries)
        .set({
          status: d.attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending',
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 300),
        })
        .where(eq(notificationDeliveries.id, d.id));
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
