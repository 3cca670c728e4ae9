/**
 * The figures the IP site's home page shows, each read from the loaded database, its snapshots or the configuration
 * (never typed into the page):
 *   POST /ipintel/database_facts   ranges, ASNs, build time, snapshots of the last 7 days, privacy feeds read, the
 *                                  anonymous query tool's limit, and a real lookup of 8.8.8.8 as the sample answer
 * Public. Without a loaded database the counts are null and the sample is null.
 */
import { defaultSnapshotDir, listSnapshots } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { UnixSeconds } from '../../../../lib/schemas.ts';
import { IpData } from '../../schemas/ip.ts';

const SAMPLE_IP = '8.8.8.8';
const WEEK_MS = 7 * 86_400_000;

const Facts = z.object({
  build_time: UnixSeconds.nullable().describe('When the loaded database was built'),
  ipv4_ranges: z.number().int().nullable(),
  ipv6_ranges: z.number().int().nullable(),
  asns: z.number().int().nullable().describe('Autonomous systems in the ASN source'),
  snapshots_week: z.number().int().describe('Database snapshots written in the last 7 days'),
  latest_snapshot: UnixSeconds.nullable(),
  privacy_feeds: z.array(z.string()).describe('Names of the privacy lists and feeds the database was built from'),
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
      return ok({
        build_time: m ? Math.floor(Date.parse(m.buildTime) / 1000) : null,
        ipv4_ranges: m?.ipv4Ranges ?? null,
        ipv6_ranges: m?.ipv6Ranges ?? null,
        asns: m?.asns ?? null,
        snapshots_week: created.filter((t) => now - t <= WEEK_MS).length,
        latest_snapshot: created.length ? Math.floor(Math.max(...created) / 1000) : null,
        privacy_feeds: [...new Set((m?.privacy.lists ?? []).map((l) => l.name ?? l.kind))],
        demo_per_minute: app.config.IP_DEMO_PER_MINUTE,
        sample: db?.lookup(SAMPLE_IP) ?? null,
      });
    },
  );
};

export default routes;
