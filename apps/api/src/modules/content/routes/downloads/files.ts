/**
 * Download files (services/content/downloads.ts): `GET /downloads/files/<sha256>/<file name>` answers the stored bytes as an
 * attachment, after checking them against the SHA-256 in the address (a missing or damaged file answers code 404).
 * At start-up the built-in downloads (ipintel CLI, API SDK, OpenAPI document) are built and stored when missing
 * (unless BUILTIN_DOWNLOADS=0).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ensureRepoDownloads, readDownloadFile } from '../../services/downloads.ts';

const MIME: Record<string, string> = {
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.apk': 'application/vnd.android.package-archive',
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => {
    if (app.config.BUILTIN_DOWNLOADS === '0') return;
    try {
      await ensureRepoDownloads(app.db, app.storage, { root: app.config.root, version: app.config.version });
    } catch (err) {
      // The API still serves; /download lists what is available and the operator sees the reason in the log.
      app.log.error({ err }, 'the built-in downloads could not be prepared');
    }
  });

  app.get(
    '/downloads/files/:sha256/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A download file (as an attachment), checked against its SHA-256 before it is sent',
        params: z.object({ sha256: z.string().max(64), name: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const { sha256, name } = request.params;
      const data = await readDownloadFile(app.storage, sha256, name);
      const ext = name.slice(name.lastIndexOf('.')).toLowerCase();
      return reply
        .header('content-type', MIME[ext] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-checksum-sha256', sha256)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};

export default routes;
