/**
 * Real-name verification calls (spec section 7): /authentication/user_auth_add (apply),
 * /authentication/user_auth_info (latest application, masked), /authentication/user_auth_personal
 * (latest personal application, masked; quiet). Applying is for main accounts; a sub-account
 * needs user-2-1 to view.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { Id, UnixSeconds } from '../../../../lib/schemas.ts';
import {
  applyRealName,
  finishLiveness,
  latestApplication,
  toApplicationView,
  type RealNameInput,
} from '../../services/real-name.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['real-name'];
const security = [{ token: [] }];

const Application = z.object({
  status: z.number().int().describe('0 never applied, 1 under review, 2 verified, 3 rejected'),
  type: z.number().int().describe('0 none, 1 personal, 2 enterprise'),
  real_name: z.string().nullable(),
  id_number: z.string().nullable(),
  company_name: z.string().nullable(),
  credit_code: z.string().nullable(),
  reject_reason: z.string().nullable(),
  provider_result: z
    .enum(['match', 'mismatch', 'unavailable'])
    .nullable()
    .describe("The identity provider's answer on a personal application (null: not asked)"),
  submitted_at: UnixSeconds.nullable(),
  reviewed_at: UnixSeconds.nullable(),
});

const ApplyBody = z
  .object({
    type: z.coerce
      .number()
      .int()
      .refine((t) => t === 1 || t === 2, 'type must be 1 (personal) or 2 (enterprise)'),
    real_name: z.string().trim().max(50).optional(),
    id_number: z.string().trim().max(18).optional(),
    id_front_img: Id.optional(),
    id_back_img: Id.optional(),
    company_name: z.string().trim().max(100).optional(),
    credit_code: z.string().trim().max(18).optional(),
    licence_img: Id.optional(),
    meta_info: z
      .string()
      .max(4000)
      .optional()
      .describe('With face liveness on: the environment string of the provider’s browser script (MetaInfo)'),
  })
  .superRefine((b, ctx) => {
    const need =
      b.type === 1
        ? (['real_name', 'id_number', 'id_front_img', 'id_back_img'] as const)
        : (['company_name', 'credit_code', 'licence_img'] as const);
    for (const f of need) if (!b[f]) ctx.addIssue({ code: 'custom', path: [f], message: 'form.required' });
  });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authentication/user_auth_add',
    {
      preHandler: [app.requireUser, app.requireMainAccount],
      schema: {
        tags,
        summary:
          'Apply for personal (type 1) or enterprise (type 2) verification; a personal application whose name and ID number the identity provider matches is verified at once (status 2), otherwise it waits for review (status 1). With face liveness on, a match answers `liveness` (the page to open) and is verified by /authentication/liveness_result once the face passed',
        security,
        ...form,
        body: ApplyBody,
        response: {
          200: envelope(
            z.object({
              status: z.number().int(),
              type: z.number().int(),
              liveness: z
                .object({
                  certify_id: z.string(),
                  url: z.string().describe('The provider’s face check page to open; it returns to the real-name page'),
                })
                .optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const body = request.body as RealNameInput & { meta_info?: string };
      const liveness =
        app.config.IDENTITY_LIVENESS === 'on'
          ? { returnUrl: app.config.LIVENESS_RETURN_URL, ...(body.meta_info ? { metaInfo: body.meta_info } : {}) }
          : undefined;
      const result = await applyRealName(app.db, requireUser(request), body, app.identity, liveness);
      return ok(
        result,
        result.status === 2
          ? 'realname.verified_now'
          : result.liveness
            ? 'realname.liveness_required'
            : 'done.submitted',
      );
    },
  );

  app.post(
    '/authentication/liveness_result',
    {
      preHandler: [app.requireUser, app.requireMainAccount],
      schema: {
        tags,
        summary:
          'After the face check page: ask the identity provider for its outcome; passed verifies the account (status 2), failed leaves the application for review, pending changes nothing. 400 realname.no_liveness without an unfinished check',
        security,
        ...form,
        response: {
          200: envelope(
            z.object({
              status: z.number().int(),
              liveness_result: z.enum(['passed', 'failed', 'pending', 'unavailable']),
            }),
          ),
        },
      },
    },
    async (request) => {
      const result = await finishLiveness(app.db, requireUser(request).id, app.identity);
      const words = {
        passed: 'realname.liveness_passed',
        failed: 'realname.liveness_failed',
        pending: 'realname.liveness_pending',
        unavailable: 'realname.liveness_pending',
      } as const;
      return ok(result, words[result.liveness_result]);
    },
  );

  app.post(
    '/authentication/user_auth_info',
    {
      preHandler: [app.requireUser, app.requirePermission('user-2-1')],
      schema: { tags, summary: 'The latest application (masked)', security, response: { 200: envelope(Application) } },
    },
    async (request) =>
      ok(toApplicationView(await latestApplication(app.db, requireUser(request).pid || requireUser(request).id))),
  );

  app.post(
    '/authentication/user_auth_personal',
    {
      preHandler: [app.requireUser, app.requirePermission('user-2-1')],
      schema: {
        tags,
        summary: 'The latest personal application (masked)',
        security,
        response: { 200: envelope(Application) },
      },
    },
    async (request) =>
      ok(toApplicationView(await latestApplication(app.db, requireUser(request).pid || requireUser(request).id, 1))),
  );
};

export default routes;
