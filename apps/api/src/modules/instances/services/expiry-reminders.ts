/**
 * Expiry reminders (the message centre, services/accounts/notify.ts): an instance or cloud phone about to expire is
 * announced 7, 3 and 1 days ahead and on the day (Beijing time), each stage once per expiry date — renewing moves the
 * date and the reminders start again. A periodic sweep (plugins/app/ordering.ts, every EXPIRY_SWEEP_MS) sends the stage
 * due at the clock's time; when the clock jumped past several stages only the latest is sent.
 *
 * The clock is the test stack's content clock when it is controlled (services/content/content-schedule.ts), so a
 * browser test moves time forward and runs the sweep (routes/dev/content-clock.ts) instead of waiting days.
 */
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cloudPhones, instances, messages } from '../../../db/schema.ts';
import { beijingTime, notify } from '../../accounts/index.ts';
import { contentNow } from '../../content/index.ts';
import { rowsOf } from '../../../db/rows.ts';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** Reminder stages: days ahead of expiry (0: on the day of expiry, Beijing time). */
export type ReminderStage = 7 | 3 | 1 | 0;

/**
 * The latest reminder stage due at `now` for something expiring at `expiresAt`, or null (more than 7 days left, or
 * already expired). Stage 0 starts at midnight Beijing time of the expiry day, which is never before stage 1
 * (24 hours ahead).
 */
export function reminderStage(expiresAt: Date, now: Date): ReminderStage | null {
  const exp = expiresAt.getTime();
  const t = now.getTime();
  if (t >= exp) return null;
  const dayStart = Math.floor((exp + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  if (t >= dayStart) return 0;
  if (t >= exp - DAY_MS) return 1;
  if (t >= exp - 3 * DAY_MS) return 3;
  if (t >= exp - 7 * DAY_MS) return 7;
  return null;
}

/** The reminders' clock: the database's time, moved by the content clock when the test stack controls it. */
export async function reminderClock(db: DbOrTx): Promise<Date> {
  const [row] = await rowsOf<{ now: string | Date }>(db, sql`select ${contentNow()} as now`);
  return row ? new Date(row.now) : new Date();
}

interface Due {
  kind: 'instance' | 'phone';
  userId: number;
  id: string;
  expiresAt: Date;
}

/**
 * Send the reminders due at `now` for running or stopped instances and running phones expiring within 7 days. The
 * candidates are read in batches of `batch` rows (keyset over id, instances then phones), so every one is reached
 * however many there are. Already sent stages are skipped with one look-up of their dedupe keys per batch; notify's
 * unique keys make a concurrent or repeated sweep harmless. Returns how many reminders were sent now.
 */
export async function sweepReminders(db: DbOrTx, now: Date, batch = 500): Promise<number> {
  const until = new Date(now.getTime() + 7 * DAY_MS);
  let sent = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ key: instances.id, userId: instances.userId, id: instances.instanceId, expiresAt: instances.expiresAt })
      .from(instances)
      .where(
        and(
          gt(instances.id, after),
          inArray(instances.status, ['running', 'stopped']),
          gt(instances.expiresAt, now),
          lte(instances.expiresAt, until),
        ),
      )
      .orderBy(asc(instances.id))
      .limit(batch);
    sent += await remindBatch(
      db,
      now,
      rows.map((r) => ({ ...r, kind: 'instance' as const })),
    );
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.key;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        key: cloudPhones.id,
        userId: cloudPhones.userId,
        id: cloudPhones.phoneId,
        expiresAt: cloudPhones.expiresAt,
      })
      .from(cloudPhones)
      .where(
        and(
          gt(cloudPhones.id, after),
          inArray(cloudPhones.status, ['running']),
          gt(cloudPhones.expiresAt, now),
          lte(cloudPhones.expiresAt, until),
        ),
      )
      .orderBy(asc(cloudPhones.id))
      .limit(batch);
    sent += await remindBatch(
      db,
      now,
      rows.map((r) => ({ ...r, kind: 'phone' as const })),
    );
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.key;
  }
  return sent;
}

/** Send the reminders due at `now` among one batch of candidates; returns how many were sent. */
async function remindBatch(
  db: DbOrTx,
  now: Date,
  candidates: { kind: Due['kind']; userId: number; id: string; expiresAt: Date | null }[],
): Promise<number> {
  const due: (Due & { event: string; stage: ReminderStage })[] = [];
  for (const r of candidates) {
    if (!r.expiresAt) continue;
    const stage = reminderStage(r.expiresAt, now);
    if (stage === null) continue;
    due.push({
      ...r,
      expiresAt: r.expiresAt,
      stage,
      event: `expiry:${r.kind}:${r.id}:${r.expiresAt.getTime()}:${stage}`,
    });
  }
  if (due.length === 0) return 0;
  const told = new Set(
    (
      await db
        .select({ k: messages.dedupeKey })
        .from(messages)
        .where(
          inArray(
            messages.dedupeKey,
            due.map((d) => `${d.event}:in_app`),
          ),
        )
    ).map((m) => m.k),
  );
  let sent = 0;
  for (const d of due) {
    if (told.has(`${d.event}:in_app`)) continue;
    const kind = { key: `message.kind.${d.kind}` as const };
    const date = beijingTime(d.expiresAt);
    const days = Math.ceil((d.expiresAt.getTime() - now.getTime()) / DAY_MS);
    const written = await db.transaction((tx) =>
      notify(tx, {
        userId: d.userId,
        category: 'expiry',
        event: d.event,
        ...(d.stage === 0
          ? { key: 'message.expiry_today', params: { kind, id: d.id, date } }
          : d.stage === 1
            ? { key: 'message.expiry_tomorrow', params: { kind, id: d.id, date } }
            : { key: 'message.expiry_ahead', params: { kind, id: d.id, date, days } }),
      }),
    );
    if (written.includes('in_app')) sent++;
  }
  return sent;
}
