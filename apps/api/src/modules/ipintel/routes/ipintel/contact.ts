/**
 * The IP site's public calls beside the lookups (issue "IP intelligence"):
 *   POST /ipintel/contact_add   a contact request (custom plan, support, feedback), stored for operators
 *   POST /ipintel/lookup_map    where recent lookups were: counts per whole-degree cell over the last hours
 * A logged-in sender (token header) is linked to the request; anonymous senders are welcome.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { addContactRequest, CONTACT_KINDS } from '../../services/ip-contact.ts';

const tags = ['ipintel'];
const form = { consumes: ['multipart/form-data', 'application/json'] };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ipintel/contact_add',
    {
      config: { guard: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a contact request: custom plan, support or feedback',
        ...form,
        body: z.object({
          kind: z.enum(CONTACT_KINDS, { error: 'form.contact_topic' }),
          name: z.string().trim().min(1, 'form.your_name').max(60),
          email: z.string().trim().email('form.email_invalid').max(120),
          company: z.string().trim().max(100).default(''),
          message: z.string().trim().min(5, 'form.few_words').max(4000),
        }),
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const header = request.headers.token;
      const user = await app.findSessionUser(Array.isArray(header) ? header[0] : header);
      const id = await addContactRequest(app.db, request.body, user?.id ?? null);
      return ok({ id }, 'done.contact_thanks');
    },
  );

  app.post(
    '/ipintel/lookup_map',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Recent lookups per whole-degree cell (no addresses are kept), for the world map',
        ...form,
        body: z.object({ hours: z.coerce.number().int().min(1).max(24).default(24) }).default({ hours: 24 }),
        response: {
          200: envelope(
            z.object({
              hours: z.number().int(),
              total: z.number().int(),
              cells: z.array(
                z.object({
                  lat: z.number(),
                  lon: z.number(),
                  country_code: z.string().nullable(),
                  count: z.number().int(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const hours = request.body?.hours ?? 24;
      return ok({ hours, ...app.ipLookupMap.cells(hours) });
    },
  );
};

export default routes;
