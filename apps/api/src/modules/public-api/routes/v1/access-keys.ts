/**
 * AccessKeys in the console (issue "A programmable cloud"; services/access-keys.ts): each user (main account or
 * sub-account) manages its own keys.
 *   POST /v1/access_key_list     the user's keys (never their secrets)
 *   POST /v1/access_key_create   a new key; the answer's `secret` is shown once. Needs a recent second factor when
 *                                two-factor is on (403 twofactor.step_up_required); 409 accesskey.limit past two
 *   POST /v1/access_key_update   enable / disable (`status`), description, source allow-list
 *   POST /v1/access_key_delete   delete (calls signed with it are refused from then on)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import {
  createAccessKey,
  deleteAccessKey,
  KEY_STATUSES,
  listAccessKeys,
  updateAccessKey,
} from '../../services/access-keys.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['access-keys'];
const security = [{ token: [] }];

const AccessKeyOut = z.object({
  key_id: z.string(),
  status: z.enum(KEY_STATUSES),
  description: z.string(),
  allowed_ips: z.array(z.string()),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
  last_used_ip: z.string().nullable(),
  last_used_call: z.string().nullable(),
});
const KeyRef = z.object({ key_id: z.string().trim().min(1).max(40) });
const Description = z.string().trim().max(100);
const AllowedIps = z
  .string()
  .max(2000)
  .describe('Addresses or CIDR blocks, one per line (or comma-separated); empty = any');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/access_key_list',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The AccessKeys of the logged-in user (at most 2), oldest first; secrets are never shown again',
        response: { 200: envelope(z.array(AccessKeyOut)) },
      },
    },
    async (request) => ok(await listAccessKeys(app.db, requireUser(request))),
  );

  app.post(
    '/v1/access_key_create',
    {
      preHandler: [app.requireUser, app.requireStepUp],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        ...form,
        summary:
          'Create an AccessKey for the public API; `secret` is in this answer only. 409 accesskey.limit (2 per user); a recent second factor when two-factor is on',
        body: z.object({ description: Description.optional(), allowed_ips: AllowedIps.optional() }),
        response: { 200: envelope(AccessKeyOut.extend({ secret: z.string() })) },
      },
    },
    async (request) => ok(await createAccessKey(app.db, requireUser(request), request.body), 'accesskey.created'),
  );

  app.post(
    '/v1/access_key_update',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        ...form,
        summary: 'Enable or disable an AccessKey, or change its description or source allow-list',
        body: KeyRef.extend({
          status: z.enum(KEY_STATUSES).optional(),
          description: Description.optional(),
          allowed_ips: AllowedIps.optional(),
        }),
        response: { 200: envelope(AccessKeyOut) },
      },
    },
    async (request) => {
      const out = await updateAccessKey(app.db, requireUser(request), request.body);
      const msg =
        request.body.status === 'disabled'
          ? 'accesskey.disabled_done'
          : request.body.status
            ? 'accesskey.enabled'
            : 'ok';
      return ok(out, msg);
    },
  );

  app.post(
    '/v1/access_key_delete',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        ...form,
        summary: 'Delete an AccessKey; calls signed with it are refused from then on',
        body: KeyRef,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAccessKey(app.db, requireUser(request), request.body.key_id);
      return ok(null, 'accesskey.deleted');
    },
  );
};

export default routes;
