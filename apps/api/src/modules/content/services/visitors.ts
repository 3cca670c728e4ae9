/**
 * What visitors of the public sites send (routes/v1/content-feedback.ts): feedback from the feedback dialog, and
 * traffic attribution — visits (a spread id the site keeps in a cookie), clicks on tracked links and conversions
 * reported back to an ad platform. Everything is stored as sent; user agents are cut to 300 characters.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { feedback, trafficEvents, trafficVisits } from '../../../db/schema.ts';

/** Who sent a request: the logged-in account (if any), address and user agent. */
export interface Visitor {
  userId?: number | null;
  clientIp: string;
  userAgent?: string;
}

/** Stores one feedback from the dialog; returns its id. */
export async function addFeedback(
  db: DbOrTx,
  input: { category: string; content: string; contact: string; page_url: string },
  by: Visitor,
) {
  const [row] = await db
    .insert(feedback)
    .values({
      category: input.category,
      content: input.content,
      contact: input.contact,
      pageUrl: input.page_url,
      userId: by.userId ?? null,
      clientIp: by.clientIp,
      userAgent: (by.userAgent ?? '').slice(0, 300),
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback: insert returned no row');
  return row.id;
}

/** Where a visit came from (utm fields, an ad platform's click id, referrer and landing page). */
export interface VisitSource {
  source: string;
  medium: string;
  campaign: string;
  click_id: string;
  referrer: string;
  landing: string;
}

/**
 * The spread id of a visit: `known` unchanged when a visit with it is stored, else a new visit (`sp_` + 22
 * characters).
 */
export async function startVisit(db: DbOrTx, known: string | undefined, visit: VisitSource, by: Visitor) {
  if (known) {
    const [row] = await db
      .select({ id: trafficVisits.id })
      .from(trafficVisits)
      .where(eq(trafficVisits.spreadId, known))
      .limit(1);
    if (row) return known;
  }
  const id = `sp_${randomBytes(16).toString('base64url')}`;
  await db.insert(trafficVisits).values({
    ...visit,
    clickId: visit.click_id,
    spreadId: id,
    clientIp: by.clientIp,
    userAgent: (by.userAgent ?? '').slice(0, 300),
  });
  return id;
}

/** Records a click (`kind: 'click'`, with its target) or a conversion (`kind: 'callback'`, with its event). */
export async function recordTrafficEvent(
  db: DbOrTx,
  e:
    | { kind: 'click'; spreadId?: string; source: string; target: string }
    | { kind: 'callback'; spreadId?: string; source: string; event: string; clickId: string },
  clientIp: string,
) {
  await db.insert(trafficEvents).values(
    e.kind === 'click'
      ? { kind: 'click', spreadId: e.spreadId ?? null, source: e.source, target: e.target, clientIp }
      : {
          kind: 'callback',
          spreadId: e.spreadId ?? null,
          source: e.source,
          event: e.event,
          detail: e.clickId ? { click_id: e.clickId } : {},
          clientIp,
        },
  );
}
