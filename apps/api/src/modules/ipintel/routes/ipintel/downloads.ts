/**
 * Database downloads for plans that include them (issue "IP intelligence"):
 *   POST /ipintel/download_list   the current and last 7 days' snapshots, each file by database and format
 *   POST /ipintel/download_link   a signed link to one file, valid 5 minutes
 *   GET  /ipintel/download/:version/:file?uid=&exp=&sig=   streams the file (no session needed: the link is the credential)
 * Plans without downloads get code 403; a tampered or expired link 403 (each with its own
 * message), an unknown file 404 — all in the envelope.
 */
import { createReadStream } from 'node:fs';
import { defaultSnapshotDir, snapshotVersion } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { Id, UnixSeconds } from '../../../../lib/schemas.ts';
import {
  checkDownload,
  downloadableSnapshots,
  findDownload,
  MANIFEST_NAME,
  manifestInfo,
  signDownload,
} from '../../services/ip-downloads.ts';
import { currentPlan, planNameParam } from '../../services/ip-plans.ts';
import { walletOwnerId } from '../../../wallet/index.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const tags = ['ipintel'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const DATABASES = {
  geo: 'Geolocation',
  privacy: 'Privacy',
  asn: 'ASN',
  database: 'All (binary)',
  manifest: 'Manifest',
} as const;
const FORMATS = {
  csv: 'CSV',
  json: 'JSON (NDJSON)',
  mmdb: 'MMDB',
  geoip2: 'MMDB (GeoIP2 layout)',
  lyipdb: 'Lanyun binary',
} as const;

const DownloadFile = z.object({
  name: z.string(),
  database: z
    .enum(['geo', 'privacy', 'asn', 'database', 'manifest'])
    .describe('manifest: the file list with sizes, SHA-256, sources and attribution'),
  format: z
    .enum(['csv', 'json', 'mmdb', 'geoip2', 'lyipdb'])
    .describe(
      'geoip2: an MMDB in the GeoIP2 City (geo) or GeoLite2 ASN (asn) layout, read by MaxMind readers in place of ' +
        'GeoLite2-City.mmdb / GeoLite2-ASN.mmdb',
    ),
  label: z.string().describe('e.g. "Geolocation · CSV"'),
  gzip: z.boolean(),
  bytes: z.number().int(),
  sha256: z.string(),
});
const Snapshot = z.object({
  version: z.string(),
  created_at: UnixSeconds,
  current: z.boolean().describe('The snapshot the API answers from'),
  files: z.array(DownloadFile),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const dir = () => app.config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir();

  /** preHandler: the account's plan must include downloads. */
  const requireDownloads = async (request: { user: { id: number; pid: number } | null }) => {
    const { plan } = await currentPlan(app.db, walletOwnerId(requireUser(request)));
    if (!plan.dataDownload) throw new ApiError(CODE.FORBIDDEN, 'ip.plan_no_downloads', { plan: planNameParam(plan) });
  };

  app.post(
    '/ipintel/download_list',
    {
      preHandler: [app.requireUser, requireDownloads],
      schema: {
        tags,
        summary: "The current and last 7 days' database snapshots (plans with data downloads)",
        security,
        response: { 200: envelope(z.array(Snapshot)) },
      },
    },
    async () => {
      const loaded = app.ipdb.current ? snapshotVersion(app.ipdb.current.metadata.buildTime) : null;
      return ok(
        downloadableSnapshots(dir()).map((s) => ({
          version: s.version,
          created_at: Math.floor(Date.parse(s.manifest.createdAt) / 1000),
          current: s.version === loaded,
          files: [
            ...s.manifest.files.map((f) => ({
              name: f.name,
              database: f.kind,
              format: f.format,
              label: `${DATABASES[f.kind]} · ${FORMATS[f.format]}`,
              gzip: f.gzip,
              bytes: f.bytes,
              sha256: f.sha256,
            })),
            {
              name: MANIFEST_NAME,
              database: 'manifest' as const,
              format: 'json' as const,
              label: `${DATABASES.manifest} · JSON`,
              gzip: false,
              ...manifestInfo(s.dir),
            },
          ],
        })),
      );
    },
  );

  app.post(
    '/ipintel/download_link',
    {
      preHandler: [app.requireUser, requireDownloads],
      schema: {
        tags,
        summary: 'A signed link to one snapshot file, valid 5 minutes',
        security,
        ...form,
        body: z.object({ version: z.string().max(32), name: z.string().max(64) }),
        response: { 200: envelope(z.object({ url: z.string(), expires_at: UnixSeconds })) },
      },
    },
    async (request) => {
      const { version, name } = request.body;
      if (!findDownload(dir(), version, name)) throw new ApiError(CODE.NOT_FOUND, 'ip.file_not_found');
      const signed = signDownload(app.config.DOWNLOAD_SECRET, version, name, walletOwnerId(requireUser(request)));
      return ok({
        url: `${app.config.PUBLIC_API_URL}/ipintel/download/${version}/${encodeURIComponent(name)}?${signed.query}`,
        expires_at: signed.expiresAt,
      });
    },
  );

  app.get(
    '/ipintel/download/:version/:name',
    {
      config: { guard: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Download a snapshot file through a signed link (the file itself, or the envelope on error)',
        params: z.object({ version: z.string().max(32), name: z.string().max(64) }),
        querystring: z.object({ uid: Id, exp: z.coerce.number().int().positive(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { version, name } = request.params;
      const why = checkDownload(app.config.DOWNLOAD_SECRET, version, name, request.query);
      if (why === 'tampered') throw new ApiError(CODE.FORBIDDEN, 'ip.link_invalid');
      if (why === 'expired') throw new ApiError(CODE.FORBIDDEN, 'ip.link_expired');
      const found = findDownload(dir(), version, name);
      if (!found) throw new ApiError(CODE.NOT_FOUND, 'ip.file_not_found');
      reply
        .type(found.contentType)
        .header('content-length', found.bytes)
        .header('content-disposition', `attachment; filename="lanyun-${version}-${name}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(createReadStream(found.path));
    },
  );
};

export default routes;
