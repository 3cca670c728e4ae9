/**
 * Visitor input on the public sites: /v1/feedback_add (the feedback dialog; stored for operators,
 * linked to the account when a token is sent) and traffic attribution — /v1/get_spread_id (one
 * visit: where the visitor came from; the site keeps the id in a cookie), /v1/source_click (a
 * click on a tracked link or button) and /v1/cl_access_callback (a conversion reported back to
 * an ad platform's click id, e.g. sign-up or purchase). All stored; rate-limited per address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { addFeedback, recordTrafficEvent, startVisit } from '../../services/visitors.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['content'];
const Short = (max: number) => z.string().trim().max(max).default('');
const SpreadId = z
  .string()
  .trim()
  .regex(/^sp_[A-Za-z0-9_-]{16,40}$/, 'form.spread_id');

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

  app.post(
    '/v1/feedback_add',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Send feedback from the feedback dialog (stored for operators)',
        ...form,
        body: z.object({
          category: z.enum(['suggestion', 'bug', 'billing', 'content', 'other']).default('suggestion'),
          content: z.string().trim().min(5, 'form.describe_five').max(2000),
          contact: Short(120).describe('E-mail or phone to reply to (optional)'),
          page_url: Short(500).describe('The page the dialog was opened on'),
        }),
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const user = await app.findSessionUser(header(request.headers.token));
      const id = await addFeedback(db, request.body, {
        userId: user?.id,
        clientIp: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok({ id }, 'done.feedback_thanks');
    },
  );

  app.post(
    '/v1/get_spread_id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Start (or keep) a visit for traffic attribution; returns the spread id to keep in a cookie (30 days)',
        ...form,
        body: z.object({
          spread_id: z
            .string()
            .trim()
            .max(60)
            .optional()
            .describe('The id kept from an earlier visit: returned unchanged when known'),
          source: Short(60).describe('utm_source or the referral code'),
          medium: Short(60),
          campaign: Short(120),
          click_id: Short(200).describe('An ad platform click id (bd_vid, gclid, …)'),
          referrer: Short(500),
          landing: Short(500),
        }),
        response: { 200: envelope(z.object({ spread_id: z.string() })) },
      },
    },
    async (request) => {
      const { spread_id, ...visit } = request.body;
      const known = spread_id && SpreadId.safeParse(spread_id).success ? spread_id : undefined;
      const id = await startVisit(db, known, visit, { clientIp: request.ip, userAgent: request.headers['user-agent'] });
      return ok({ spread_id: id });
    },
  );

  app.post(
    '/v1/source_click',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Record a click on a tracked link or button',
        ...form,
        body: z.object({
          spread_id: SpreadId.optional(),
          source: Short(60).describe('Where the click happened, e.g. home-banner'),
          target: z.string().trim().min(1).max(500).describe('Where it leads'),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const b = request.body;
      await recordTrafficEvent(
        db,
        { kind: 'click', spreadId: b.spread_id, source: b.source, target: b.target },
        request.ip,
      );
      return ok(null);
    },
  );

  app.post(
    '/v1/cl_access_callback',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Record a conversion (register, login, pay…) of a visit for the ad platform that brought it',
        ...form,
        body: z.object({
          spread_id: SpreadId.optional(),
          click_id: Short(200),
          event: z.enum(['visit', 'register', 'login', 'pay', 'trial']),
          source: Short(60),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const b = request.body;
      await recordTrafficEvent(
        db,
        { kind: 'callback', spreadId: b.spread_id, source: b.source, event: b.event, clickId: b.click_id },
        request.ip,
      );
      return ok(null);
    },
  );
};

export default routes;
