/**
 * The figures the IP site's home page shows, each read from the loaded database, its snapshots or the configuration
 * (never typed into the page):
 *   POST /ipintel/database_facts   ranges, ASNs, build time, each source's own date (stale past 45 days),
 *                                  snapshots of the last 7 days, privacy feeds read and the flags they load, the
 *                                  anonymous query tool's limit, and a real lookup of 8.8.8.8 as the sample answer
 * Public. Without a loaded database the counts are null and the sample is null.
 */
import { dataDates, defaultSnapshotDir, listSnapshots, STALE_AFTER_DAYS } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { UnixSeconds } from '../../../../lib/schemas.ts';
import { IpData } from '../../schemas/ip.ts';

const SAMPLE_IP = '8.8.8.8';
/** The privacy flags, in the order the site lists them. */
const PRIVACY_FLAGS = ['is_vpn', 'is_tor', 'is_proxy', 'is_relay', 'is_hosting', 'is_data_center'] as const;
/** The flag each list kind loads. */
const FLAG_OF_KIND: Record<string, (typeof PRIVACY_FLAGS)[number]> = {
  vpn: 'is_vpn',
  tor: 'is_tor',
  proxy: 'is_proxy',
  relay: 'is_relay',
};
const WEEK_MS = 7 * 86_400_000;

const Facts = z.object({
  build_time: UnixSeconds.nullable().describe('When the loaded database was built'),
  ipv4_ranges: z.number().int().nullable(),
  ipv6_ranges: z.number().int().nullable(),
  asns: z.number().int().nullable().describe('Autonomous systems in the ASN source'),
  snapshots_week: z.number().int().describe('Database snapshots written in the last 7 days'),
  latest_snapshot: UnixSeconds.nullable(),
  privacy_feeds: z.array(z.string()).describe('Names of the privacy lists and feeds the database was built from'),
  privacy_flags: z
    .array(z.enum(PRIVACY_FLAGS))
    .describe('The privacy flags whose data is loaded (hosting and data centre from the ASN classification always)'),
  sources: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        date: z.string().nullable().describe('The day the source’s data is from (YYYY-MM-DD, UTC)'),
        age_days: z.number().int().nullable(),
        stale: z.boolean(),
      }),
    )
    .describe('Each data source with its own date; the build time is apart'),
  stale: z.boolean().describe(`Whether any source is older than ${STALE_AFTER_DAYS} days`),
  demo_per_minute: z.number().int().describe('Anonymous /ip/lookup calls a client address may make per minute'),
  sample: IpData.nullable().describe(`The answer for ${SAMPLE_IP}, as /ip/v1/lookup gives it`),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ipintel/database_facts',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['ipintel'],
        summary: "The IP database's figures shown on the IP site (counts, freshness, feeds, the demo's limit)",
        response: { 200: envelope(Facts) },
      },
    },
    async () => {
      const db = app.ipdb.current;
      const m = db?.metadata;
      const snaps = listSnapshots(app.config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir());
      const created = snaps.map((s) => Date.parse(s.manifest.createdAt));
      const now = Date.now();
      const dates = m ? dataDates(m, now) : { sources: [], stale: false };
      return ok({
        build_time: m ? Math.floor(Date.parse(m.buildTime) / 1000) : null,
        ipv4_ranges: m?.ipv4Ranges ?? null,
        ipv6_ranges: m?.ipv6Ranges ?? null,
        asns: m?.asns ?? null,
        snapshots_week: created.filter((t) => now - t <= WEEK_MS).length,
        latest_snapshot: created.length ? Math.floor(Math.max(...created) / 1000) : null,
        privacy_feeds: [...new Set((m?.privacy.lists ?? []).map((l) => l.name ?? l.kind))],
        privacy_flags: PRIVACY_FLAGS.filter(
          (f) =>
            f === 'is_hosting' ||
            f === 'is_data_center' ||
            (m?.privacy.lists ?? []).some((l) => FLAG_OF_KIND[l.kind] === f),
        ),
        sources: dates.sources.map(({ id, name, date, age_days, stale }) => ({ id, name, date, age_days, stale })),
        stale: dates.stale,
        demo_per_minute: app.config.IP_DEMO_PER_MINUTE,
        sample: db?.lookup(SAMPLE_IP) ?? null,
      });
    },
  );
};

export default routes;
