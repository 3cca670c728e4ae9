/**
 * Operator calls of IP intelligence:
 *   POST /ops/contact_requests/list   contact requests from the IP site, paged, by kind, searched (any operator)
 *   GET  /ops/contact_requests/export the same as CSV, streamed (any operator)
 *   POST /ops/ipdb/status             the database the API answers from and the snapshots on disk (any operator)
 *   POST /ops/ipdb/swap               answer from another snapshot's database without a restart (admin)
 * The swap opens `<snapshot dir>/<version>/lanyun.ipdb` (the newest snapshot when `version` is
 * omitted), validates it, then replaces the open database in one assignment; it is audited, and every
 * other API process swaps to the same snapshot (plugins/app/shared-state.ts).
 */
import { join } from 'node:path';
import { defaultSnapshotDir, listSnapshots, openDatabase } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { messageFor, messageLang } from '../../../../lib/lang.ts';
import { sendCsv } from '../../../../lib/csv-export.ts';
import { PageQuery, paged, toSeconds, UnixSeconds } from '../../../../lib/schemas.ts';
import { audit } from '../../../ops/index.ts';
import { OPERATOR_ROLES } from '../../../../lib/operators.ts';
import { CONTACT_KINDS, contactRequestsCsv, listContactRequests } from '../../services/ip-contact.ts';
import { requireOperator } from '../../../../lib/require-user.ts';

const tags = ['ops'];
const security = [{ token: [] }];
const form = { consumes: ['multipart/form-data', 'application/json'] };
const Status = z.object({
  status: z.string().describe("'ready', 'loading' or why the database is unavailable"),
  build_time: z.string().nullable(),
  since: UnixSeconds.nullable(),
  snapshots: z.array(z.object({ version: z.string(), created_at: UnixSeconds, files: z.number().int() })),
});

/** The contact-request list's kind, search and order (the list's body, the export's query). */
const ContactFilter = z.object({
  kind: z.enum(CONTACT_KINDS).optional(),
  q: z.string().trim().max(100).optional().describe('Name, e-mail, company, message or account (partial)'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperatorRole(...OPERATOR_ROLES);
  const dir = () => app.config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir();
  const status = () => ({
    status: app.ipdb.status,
    build_time: app.ipdb.current?.metadata.buildTime ?? null,
    since: app.ipdb.since ? toSeconds(app.ipdb.since) : null,
    snapshots: listSnapshots(dir()).map((s) => ({
      version: s.version,
      created_at: Math.floor(Date.parse(s.manifest.createdAt) / 1000),
      files: s.manifest.files.length,
    })),
  });

  app.post(
    '/ops/contact_requests/list',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: 'Contact requests from the IP site, paged, with kind, search and order (newest first by default)',
        security,
        ...form,
        body: PageQuery.extend(ContactFilter.shape),
        response: {
          200: envelope(
            paged(
              z.object({
                id: z.number().int(),
                kind: z.string(),
                name: z.string(),
                email: z.string(),
                company: z.string(),
                message: z.string(),
                user_id: z.number().int().nullable(),
                user_name: z.string().nullable(),
                status: z.number().int(),
                created_at: UnixSeconds,
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listContactRequests(app.db, request.body)),
  );

  app.get(
    '/ops/contact_requests/export',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: "Contact requests as CSV (the list's kind, search and order; every matching request, streamed)",
        description:
          'UTF-8 with a byte-order mark. Chinese readers: Chinese header, kind in words, Beijing times; otherwise columns id, received_at (ISO 8601, UTC), kind, name, email, company, message, user_name.',
        security,
        querystring: ContactFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'contact-requests', contactRequestsCsv(app.db, request.query, messageLang(request))),
  );

  app.post(
    '/ops/ipdb/status',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: 'The IP database in use and the snapshots on disk',
        security,
        response: { 200: envelope(Status) },
      },
    },
    async () => ok(status()),
  );

  app.post(
    '/ops/ipdb/swap',
    {
      preHandler: app.requireOperatorRole('admin'),
      schema: {
        tags,
        summary: 'Answer IP lookups from a snapshot (the newest when version is omitted), without a restart',
        security,
        ...form,
        body: z.object({
          version: z
            .string()
            .regex(/^\d{8}T\d{6}Z$/, 'form.snapshot_version')
            .optional(),
        }),
        response: { 200: envelope(Status) },
      },
    },
    async (request) => {
      const snaps = listSnapshots(dir());
      const snap = request.body.version ? snaps.find((s) => s.version === request.body.version) : snaps[0];
      if (!snap)
        throw request.body.version
          ? new ApiError(CODE.NOT_FOUND, 'ip.snapshot_not_found', { version: request.body.version })
          : new ApiError(CODE.NOT_FOUND, 'ip.no_snapshot');
      let db: ReturnType<typeof openDatabase>;
      try {
        db = openDatabase(join(snap.dir, 'lanyun.ipdb'));
      } catch (err) {
        request.log.warn({ err, version: snap.version }, 'snapshot database did not open');
        throw new ApiError(CODE.CONFLICT, 'ip.snapshot_unopenable', { version: snap.version });
      }
      const before = app.ipdb.current?.metadata.buildTime ?? null;
      app.ipdb.swap(db, snap.version);
      app.sharedState.ipdbSwapped(snap.version);
      await audit(app.db, {
        operatorId: requireOperator(request).id,
        action: 'ipdb.swap',
        targetType: 'ipdb',
        targetId: snap.version,
        detail: { before, after: db.metadata.buildTime },
      });
      request.log.info({ version: snap.version }, 'IP database swapped');
      return { ...ok(status()), msg: messageFor(request, 'ip.snapshot_swapped', { version: snap.version }) };
    },
  );
};

export default routes;
