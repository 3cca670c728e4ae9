/**
 * The `meta` member every `/ip/v1` JSON answer carries beside `code`, `msg` and `data` (docs/ip-api.md "meta"):
 * - `build_time`: when the loaded database was built (ISO 8601; null while none is loaded) — not the data's date;
 * - `sources`: each data source with its own date (`date`, `YYYY-MM-DD`: DB-IP's monthly file, the ASN data, each
 *   privacy feed read), `age_days` and `stale` (older than `stale_after_days`, 45) — packages/ipdb source-dates.ts;
 * - `stale`: any source stale;
 * - `attribution`: the credit DB-IP's CC BY 4.0 licence requires (`text`, `url`, `licence`, `licence_url`) and the
 *   full credit line of every source (`full`).
 * Its JSON is written once per database and UTC hour (the ages move by the day) and added to each answer as bytes.
 */
import { ATTRIBUTION, DBIP_CREDIT, dataDates, type IpDatabase, STALE_AFTER_DAYS } from '@lanyun/ipdb';
import { z } from 'zod';

/** The attribution of every answer. */
const ATTRIBUTION_META = Object.freeze({ ...DBIP_CREDIT, full: ATTRIBUTION });

/** The `meta` of an answer, for the OpenAPI document. */
export const IpAnswerMetaSchema = z
  .object({
    build_time: z.string().nullable().describe('When the loaded database was built (ISO 8601), not the data’s date'),
    sources: z.array(
      z.object({
        id: z.string().describe('dbip-city, asn, feed:<name> or list:<kind>'),
        name: z.string(),
        from: z.string().describe('The data package, or the list’s file or URL'),
        version: z.string().nullable(),
        date: z.string().nullable().describe('The day the source’s data is from (YYYY-MM-DD, UTC)'),
        age_days: z.number().int().nullable(),
        stale: z.boolean().describe(`Older than ${STALE_AFTER_DAYS} days`),
      }),
    ),
    stale: z.boolean().describe('Whether any source is stale'),
    stale_after_days: z.number().int(),
    attribution: z.object({
      text: z.string(),
      url: z.string(),
      licence: z.string(),
      licence_url: z.string(),
      full: z.string().describe('The credit line of every source'),
    }),
  })
  .describe('Data dates per source, the build time apart, and the attribution; in every /ip/v1 answer');

/** The `meta` value of an answer from `db` (or with no database loaded) at `now` (ms). */
export function ipAnswerMeta(db: IpDatabase | null, now = Date.now()): z.infer<typeof IpAnswerMetaSchema> {
  const dates = db
    ? dataDates(db.metadata, now)
    : { build_time: null, sources: [], stale: false, stale_after_days: STALE_AFTER_DAYS };
  return { ...dates, attribution: ATTRIBUTION_META };
}

/** `,"meta":{…}` of an answer, as text and as UTF-8 bytes (added before an envelope's closing brace). */
export interface MetaMember {
  text: string;
  bytes: Buffer;
}

const HOUR_MS = 3_600_000;
const kept = new WeakMap<IpDatabase, { hour: number; member: MetaMember }>();
let withoutDb: MetaMember | null = null;

function member(value: unknown): MetaMember {
  const text = `,"meta":${JSON.stringify(value)}`;
  return { text, bytes: Buffer.from(text, 'utf8') };
}

/** The {@link MetaMember} of answers from `db` at `now`, kept per database and UTC hour. */
export function ipMetaMember(db: IpDatabase | null, now = Date.now()): MetaMember {
  if (!db) {
    withoutDb ??= member(ipAnswerMeta(null));
    return withoutDb;
  }
  const hour = Math.floor(now / HOUR_MS);
  const k = kept.get(db);
  if (k && k.hour === hour) return k.member;
  const m = member(ipAnswerMeta(db, now));
  kept.set(db, { hour, member: m });
  return m;
}

/**
 * An envelope's JSON text with `meta` added before its closing brace; other text (not a JSON object) as it is.
 */
export function withMeta(payload: string, meta: MetaMember): string {
  return payload.length > 1 && payload.charCodeAt(0) === 123 /* { */ && payload.endsWith('}')
    ? `${payload.slice(0, -1)}${meta.text}}`
    : payload;
}
