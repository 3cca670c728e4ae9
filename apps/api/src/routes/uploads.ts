/**
 * Image uploads for real-name verification and support ticket attachments (usage `ticket`) (spec section 7 `/base/upload_img`). The type is
 * decided by the file's content (file-type reads the magic bytes), never by its name: JPEG, PNG
 * or WebP only, at most 5 MiB. Files go to the storage provider; `GET /base/img/:id` serves an
 * upload back to its owner only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../lib/envelope.ts';
import { acceptsFiles } from '../plugins/external/multipart.ts';
import { Id } from '../schemas/common.ts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const UPLOAD_USAGES = ['id_front', 'id_back', 'licence', 'ticket'] as const;

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
          usage: z.enum(UPLOAD_USAGES, { error: 'usage must be id_front, id_back, licence or ticket' }),
          file: z.any().describe('The image file'),
        }),
        response: { 200: envelope(z.object({ id: z.number().int(), url: z.string() })) },
      },
    },
    async (request) => {
      const file: unknown = request.body.file;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'Please choose an image');
      const type = await fileTypeFromBuffer(file);
      if (!type || !ACCEPTED_IMAGE_TYPES.includes(type.mime)) throw new ApiError(CODE.BAD_REQUEST, 'Only JPEG, PNG or WebP images are accepted');
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${type.ext}`;
      await app.storage.put(key, file, type.mime);
      const [row] = await app.db
        .insert(uploads)
        .values({ userId: request.user!.id, usage: request.body.usage, storageKey: key, mime: type.mime, sizeBytes: file.length, sha256: createHash('sha256').update(file).digest('hex') })
        .returning({ id: uploads.id });
      return ok({ id: row!.id, url: `/base/img/${row!.id}` }, 'Uploaded');
    },
  );

  app.get(
    '/base/img/:id',
    { preHandler: app.requireUser, schema: { hide: true, params: z.object({ id: Id }) } },
    async (request, reply) => {
      const [row] = await app.db.select().from(uploads).where(and(eq(uploads.id, request.params.id), eq(uploads.userId, request.user!.id))).limit(1);
      if (!row) throw new ApiError(CODE.NOT_FOUND, 'No such image');
      reply.type(row.mime).header('cache-control', 'private, no-store');
      return app.storage.get(row.storageKey);
    },
  );
};

export default routes;
