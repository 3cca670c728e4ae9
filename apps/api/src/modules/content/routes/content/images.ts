/**
 * Public content images (services/content/content-images.ts): `GET /content/images/<sha256>.<ext>` answers the stored image
 * to anyone — covers and images inside articles are public, unlike real-name images — cached for a year, since the
 * address names the content. An unknown or missing image answers code 404 ('upload.image_not_found').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readContentImage } from '../../services/content-images.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/images/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A content image (cover or inline), public',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const image = await readContentImage(app.storage, request.params.name);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  );
};

export default routes;
