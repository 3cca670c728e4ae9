/**
 * Uploading the file of a download entry (role editor): `POST /ops/download/upload` stores the file through the
 * upload store and answers the entry's `url`, `size_bytes` and `sha256` (computed by the API), which the console
 * puts into the entry form (`/ops/download/save`). An expected `sha256` sent with the file must match.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { acceptsFiles } from '../../../../plugins/external/multipart.ts';
import { storeDownloadFile } from '../../services/downloads.ts';

/** The largest download file, in bytes (kept in memory while it is hashed and stored). */
export const MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/download/upload',
    {
      preHandler: app.requireOperatorRole('editor'),
      config: { ...acceptsFiles(1, MAX_DOWNLOAD_BYTES) },
      schema: {
        tags: ['ops-content'],
        summary: 'Store a download file; answers its url, size and SHA-256 for the download entry',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        body: z.object({
          file: z.any().describe('The file'),
          file_name: z.string().trim().min(1, 'download.choose_file').max(120),
          sha256: z
            .string()
            .trim()
            .regex(/^[0-9a-fA-F]{64}$/, 'form.sha256')
            .optional()
            .describe('The SHA-256 the file must have (optional check)'),
        }),
        response: {
          200: envelope(
            z.object({ url: z.string(), size_bytes: z.number().int(), sha256: z.string(), file_name: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const { file, file_name, sha256 } = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'download.choose_file');
      return ok(
        await storeDownloadFile(app.storage, { name: file_name, data: file, mime: '' }, sha256),
        'done.uploaded',
      );
    },
  );
};

export default routes;
