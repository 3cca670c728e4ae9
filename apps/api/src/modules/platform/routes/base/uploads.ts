/**
 * Image uploads for real-name verification (spec section 7 `/base/upload_img`). The type is
 * decided by the file's content (file-type reads the magic bytes), never by its name: JPEG, PNG
 * or WebP only, at most 5 MiB. Files go to the storage provider; `GET /base/img/:id` serves an
 * upload back to its owner only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { acceptsFiles } from '../../../../plugins/external/multipart.ts';
import { Id } from '../../../../lib/schemas.ts';
import { uploadAnswer } from '../../services/upload-files.ts';
import { ownUpload, storeImage, UPLOAD_USAGES } from '../../services/uploads.ts';

export { ACCEPTED_IMAGE_TYPES, UPLOAD_USAGES } from '../../services/uploads.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/base/upload_img',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, ...acceptsFiles(1) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (JPEG, PNG or WebP by content, at most 5 MB)',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        body: z.object({
          usage: z.enum(UPLOAD_USAGES, { error: 'upload.usage' }),
          file: z.any().describe('The image file'),
        }),
        response: { 200: envelope(z.object({ id: z.number().int(), url: z.string() })) },
      },
    },
    async (request) => {
      const row = await storeImage(
        { db: app.db, storage: app.storage },
        requireUser(request).id,
        request.body.usage,
        request.body.file,
      );
      return ok({ id: row.id, url: `/base/img/${row.id}` }, 'done.uploaded');
    },
  );

  app.get(
    '/base/img/:id',
    { preHandler: app.requireUser, schema: { hide: true, params: z.object({ id: Id }) } },
    async (request, reply) => {
      const row = await ownUpload(app.db, requireUser(request).id, request.params.id);
      const answer = await uploadAnswer(app.storage, row, app.config.UPLOAD_URL_TTL_SECONDS);
      reply.header('cache-control', 'private, no-store');
      if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
      return reply.type(answer.mime).send(answer.body);
    },
  );
};

export default routes;
