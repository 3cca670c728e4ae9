/**
 * Uploading content images (role editor; admin passes): `POST /ops/content/image` takes one image (JPEG, PNG or WebP
 * by content, at most 5 MiB) and answers its public URL, which the console puts into a cover field or inserts into a
 * body (services/content/content-images.ts; each upload is recorded, and images no content uses are removed after a
 * grace period: services/content/content-image-cleanup.ts). Refusals: 'upload.choose_file', 'upload.image_type', 'upload.image_too_large'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireOperator } from '../../../../lib/require-user.ts';
import { acceptsFiles } from '../../../../plugins/external/multipart.ts';
import { MAX_CONTENT_IMAGE_BYTES, storeContentImage } from '../../services/content-images.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/content/image',
    {
      preHandler: app.requireOperatorRole('editor'),
      config: { ...acceptsFiles(1, MAX_CONTENT_IMAGE_BYTES) },
      schema: {
        tags: ['ops-content'],
        summary: 'Store a public content image (cover or inline); answers its URL',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.any().describe('The image: JPEG, PNG or WebP, at most 5 MiB') }),
        response: {
          200: envelope(
            z.object({ url: z.string(), mime: z.string(), size_bytes: z.number().int(), sha256: z.string() }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await storeContentImage(
          { db: app.db, storage: app.storage },
          app.config.PUBLIC_API_URL,
          request.body.file,
          requireOperator(request).id,
        ),
        'done.uploaded',
      ),
  );
};

export default routes;
