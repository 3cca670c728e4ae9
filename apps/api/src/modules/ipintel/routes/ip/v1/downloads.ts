/**
 * Database downloads a script can automate, authorised by the API key as MaxMind's download URLs are:
 *   GET|HEAD /ip/v1/download/{name}          the newest snapshot's file `name` (`Lanyun-City.mmdb`, `geo.csv.gz`,
 *                                            `lanyun.ipdb`, `manifest.json`, …): stable names, the same every day
 *   GET|HEAD /ip/v1/download/{name}.sha256   its SHA-256 in `sha256sum` format (`<hex>  <name>`)
 * The key goes in `x-api-key`, the `key` query parameter, or HTTP basic auth (any user name, the key as password:
 * `curl -u "me:lyk_…"`). Plans with data downloads only (402 `plan_required` otherwise). Answers carry `ETag` (the
 * file's SHA-256), `Last-Modified` and `Accept-Ranges`; `If-None-Match` / `If-Modified-Since` give 304, `Range` gives
 * 206 (so `curl -C -` resumes). Refusals are 4xx JSON envelopes (401, 402, 404), so `curl -f` exits non-zero. Nothing
 * is charged, HEAD included. Registered inside the keyed scope (routes/ip/v1/keyed.ts) for its error handler.
 */
import { send } from '@fastify/send';
import { defaultSnapshotDir } from '@lanyun/ipdb';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ipError } from '../../../services/ip-api-errors.ts';
import type { IpAccess } from '../../../services/ip-api-access.ts';
import { downloadableSnapshots, MANIFEST_NAME, manifestInfo } from '../../../services/ip-downloads.ts';
import { planNameParam } from '../../../services/ip-plans.ts';

/** The key of a request sent as HTTP basic auth (the password), moved to `x-api-key` for the access check. */
function basicAuthKey(request: FastifyRequest): void {
  const auth = request.headers.authorization;
  if (request.headers['x-api-key'] || typeof auth !== 'string' || !/^basic /i.test(auth)) return;
  const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const key = colon < 0 ? decoded : decoded.slice(colon + 1);
  if (key) request.headers['x-api-key'] = key;
}

/** Whether the request's `If-None-Match` (a list, or `*`) names the file whose SHA-256 is `sha256`. */
function notModified(request: FastifyRequest, sha256: string): boolean {
  const inm = request.headers['if-none-match'];
  return (
    typeof inm === 'string' && inm.split(/\s*,\s*/).some((t) => t === '*' || t.replace(/^W\//, '') === `"${sha256}"`)
  );
}

const routes: FastifyPluginAsync<{ access: IpAccess }> = async (app, { access }) => {
  const dir = () => app.config.IPDB_SNAPSHOT_DIR ?? defaultSnapshotDir();

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/download/:name',
    exposeHeadRoute: false,
    schema: {
      tags: ['ip-api'],
      summary: 'Download a file of the newest database snapshot by its stable name (add .sha256 for its digest)',
      security: [{ apiKey: [] }],
    },
    handler: async (request, reply) => {
      basicAuthKey(request);
      const caller = await access.authenticate(request);
      if (!caller.plan.dataDownload)
        throw ipError('plan_required', 'ip.plan_no_downloads', { plan: planNameParam(caller.plan) });
      const asked = request.params.name;
      const digest = asked.endsWith('.sha256');
      const name = digest ? asked.slice(0, -7) : asked;
      const snap = downloadableSnapshots(dir())[0];
      const file =
        snap &&
        (name === MANIFEST_NAME
          ? { name, ...manifestInfo(snap.dir) }
          : snap.manifest.files.find((f) => f.name === name && !f.name.includes('/')));
      if (!snap || !file) throw ipError('not_found', 'ip.file_not_found');
      reply.header('etag', `"${file.sha256}"`).header('cache-control', 'private, no-cache');
      if (digest) {
        const text = `${file.sha256}  ${name}\n`;
        reply.type('text/plain; charset=utf-8');
        if (notModified(request, file.sha256)) return reply.code(304).send();
        return reply.send(request.method === 'HEAD' ? undefined : text);
      }
      const sent = await send(request.raw, file.name, { root: snap.dir, etag: false, dotfiles: 'deny' });
      if (sent.type === 'error') throw ipError('not_found', 'ip.file_not_found');
      for (const [h, v] of Object.entries(sent.headers)) if (h.toLowerCase() !== 'etag') reply.header(h, v);
      reply.header('content-disposition', `attachment; filename="${name}"`).header('x-snapshot-version', snap.version);
      // @fastify/send judged freshness without our ETag: answer If-None-Match against the SHA-256 here.
      if (notModified(request, file.sha256)) {
        sent.stream.destroy?.();
        reply.removeHeader('content-length').removeHeader('content-range');
        return reply.code(304).send();
      }
      reply.code(sent.statusCode);
      return reply.send(sent.stream);
    },
  });
};

export default routes;
