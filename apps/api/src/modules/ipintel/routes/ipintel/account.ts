/**
 * The IP-intelligence account calls (logged-in customers; issue "IP intelligence"):
 * POST /ipintel/plan_list (public), /ipintel/subscription (plan, quota, used this month),
 * /ipintel/plan_buy (pay from the wallet), /ipintel/key_list, /ipintel/key_create,
 * /ipintel/key_update (name, allowed origins), /ipintel/key_rotate, /ipintel/key_revoke (a key's secret is
 * returned once), /ipintel/usage (lookups per key per day). Keys and plans belong to the main account; a
 * sub-account acts on it: keys (listing them and their usage too) with server-3-1, plan purchases with cost-2-2 and
 * server-3-2 (docs/permissions.md).
 * Allowed origins: lib/origins.ts (docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP API key origins").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { messageFor } from '../../../../lib/lang.ts';
import { MAX_ORIGINS, parseOrigins } from '../../../../lib/origins.ts';
import { fenToYuan } from '../../../../lib/money.ts';
import { Id, toSeconds, UnixSeconds } from '../../../../lib/schemas.ts';
import {
  createKey,
  keyUsageByDay,
  listKeys,
  revokeKey,
  rotateKey,
  updateKey,
  type KeyInfo,
} from '../../services/api-keys.ts';
import { buyPlan, currentPlan, listPlans, planNameParam, type IpPlan } from '../../services/ip-plans.ts';
import { catalogText, resolveLang, type Lang } from '../../../content/index.ts';
import { monthWindow } from '../../services/ip-meter.ts';
import { walletOwnerId } from '../../../wallet/index.ts';
import { AgreeField, YuanFen } from '../../../orders/index.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['ipintel'];
const security = [{ token: [] }];

const Plan = z.object({
  code: z.string(),
  name: z.string(),
  monthly_quota: z.number().int(),
  price_month: z.string(),
  price_year: z.string(),
  api_access: z.boolean(),
  data_download: z.boolean(),
});
/** A plan as the API shows it, its name in `lang` (the Chinese name on zh-CN pages when it has one). */
const toPlan = (p: IpPlan, lang: Lang) => ({
  code: p.code,
  name: catalogText(lang, p.name, p.nameZh),
  monthly_quota: p.monthlyQuota,
  price_month: fenToYuan(p.priceMonthFen),
  price_year: fenToYuan(p.priceYearFen),
  api_access: p.apiAccess,
  data_download: p.dataDownload,
});
const NewKey = z.object({
  id: z.number().int(),
  key: z.string().describe('The secret, shown only now'),
  prefix: z.string(),
});
const IdBody = z.object({ id: Id });
const KeyName = z.string().trim().min(1, 'form.key_name').max(50);
/** A key's allowed origins in a request: an array (JSON) or one string separated by commas, spaces or newlines. */
const AllowedOrigins = z
  .union([z.array(z.string().max(300)).max(100), z.string().max(5000)])
  .transform((v, ctx) => {
    const r = parseOrigins(v);
    if ('origins' in r) return r.origins;
    ctx.issues.push({ code: 'custom', message: r.error.reason, params: r.error.params, input: v });
    return z.NEVER;
  })
  .describe(
    `Web origins (scheme://host[:port], http or https) whose pages may call with the key, at most ${MAX_ORIGINS}; separated by commas, spaces or newlines in a form. Empty: any caller, servers included`,
  );
const Key = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: UnixSeconds,
  last_used_at: UnixSeconds.nullable(),
  allowed_origins: z.array(z.string()).describe('Normalised origins the key is restricted to; empty: any caller'),
});
const toKey = (k: KeyInfo) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  created_at: toSeconds(k.createdAt),
  last_used_at: k.lastUsedAt ? toSeconds(k.lastUsedAt) : null,
  allowed_origins: k.allowedOrigins,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const owner = (request: { user: { id: number; pid: number } | null }) => walletOwnerId(requireUser(request));
  /** Keys belong to the main account: a sub-account lists, creates, changes, rotates or revokes them, and reads their usage, with server-3-1. */
  const manageKeys = [app.requireUser, app.requirePermission('server-3-1')];
  /** Creating or rotating a key hands out a secret: with two-factor on it needs a recent code. */
  const issueKeys = [...manageKeys, app.requireStepUp];

  app.post(
    '/ipintel/plan_list',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'IP-intelligence plans (prices in yuan)', response: { 200: envelope(z.array(Plan)) } },
    },
    async (request) => ok((await listPlans(db)).map((p) => toPlan(p, resolveLang(request)))),
  );

  app.post(
    '/ipintel/subscription',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Current plan, quota and lookups used this month',
        security,
        response: {
          200: envelope(
            z.object({
              plan: Plan,
              period: z.string().nullable(),
              ends_at: UnixSeconds.nullable(),
              used: z.number().int(),
              remaining: z.number().int(),
              resets_at: UnixSeconds,
            }),
          ),
        },
      },
    },
    async (request) => {
      const { plan, period, endsAt } = await currentPlan(db, owner(request));
      const used = await app.ipMeter.used(owner(request));
      return ok({
        plan: toPlan(plan, resolveLang(request)),
        period,
        ends_at: endsAt ? toSeconds(endsAt) : null,
        used,
        remaining: Math.max(0, plan.monthlyQuota - used),
        resets_at: toSeconds(monthWindow().resetAt),
      });
    },
  );

  app.post(
    '/ipintel/plan_buy',
    {
      preHandler: [app.requireUser, app.requirePermission('cost-2-2'), app.requirePermission('server-3-2')],
      schema: {
        tags,
        summary:
          "Buy a plan for a month or a year from the wallet ('Insufficient balance' when short); 400 order.agreement_required without agree, 409 data.price when the price shown is not the plan's price",
        security,
        ...form,
        body: z.object({
          plan: z.string().max(32),
          period: z.enum(['month', 'year']),
          price: YuanFen('price').describe('The price the confirmation showed (plan_list), yuan; 409 if it differs'),
          agree: AgreeField,
        }),
        response: {
          200: envelope(z.object({ plan: Plan, period: z.string(), price: z.string(), ends_at: UnixSeconds })),
        },
      },
    },
    async (request) => {
      const r = await buyPlan(db, owner(request), request.body);
      return {
        ...ok({
          plan: toPlan(r.plan, resolveLang(request)),
          period: r.period,
          price: fenToYuan(r.priceFen),
          ends_at: toSeconds(r.endsAt),
        }),
        msg: messageFor(request, 'ipplan.switched', { plan: planNameParam(r.plan) }),
      };
    },
  );

  app.post(
    '/ipintel/key_list',
    {
      preHandler: manageKeys,
      schema: {
        tags,
        summary: 'API keys with their allowed origins (secrets are never shown again); sub-accounts need server-3-1',
        security,
        response: { 200: envelope(z.array(Key)) },
      },
    },
    async (request) => ok((await listKeys(db, owner(request))).map(toKey)),
  );

  app.post(
    '/ipintel/key_create',
    {
      preHandler: issueKeys,
      schema: {
        tags,
        summary: 'Create a named API key, optionally restricted to web origins; the secret is in this answer only',
        security,
        ...form,
        body: z.object({ name: KeyName, allowed_origins: AllowedOrigins.optional() }),
        response: { 200: envelope(NewKey) },
      },
    },
    async (request) =>
      ok(await createKey(db, owner(request), request.body.name, request.body.allowed_origins ?? []), 'done.copy_key'),
  );

  app.post(
    '/ipintel/key_update',
    {
      preHandler: manageKeys,
      schema: {
        tags,
        summary:
          'Rename a live key and set the web origins it accepts calls from (empty: any caller); takes effect at once',
        security,
        ...form,
        body: z.object({ id: Id, name: KeyName.optional(), allowed_origins: AllowedOrigins }),
        response: { 200: envelope(Key) },
      },
    },
    async (request) => {
      const { id, name, allowed_origins } = request.body;
      return ok(
        toKey(await updateKey(db, owner(request), id, { name, allowedOrigins: allowed_origins })),
        'done.saved',
      );
    },
  );

  app.post(
    '/ipintel/key_rotate',
    {
      preHandler: issueKeys,
      schema: {
        tags,
        summary: 'Replace a key’s secret (the old one stops working)',
        security,
        ...form,
        body: IdBody,
        response: { 200: envelope(NewKey) },
      },
    },
    async (request) => ok(await rotateKey(db, owner(request), request.body.id), 'done.copy_key'),
  );

  app.post(
    '/ipintel/key_revoke',
    {
      preHandler: manageKeys,
      schema: { tags, summary: 'Revoke a key', security, ...form, body: IdBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await revokeKey(db, owner(request), request.body.id);
      return ok(null, 'done.key_revoked');
    },
  );

  app.post(
    '/ipintel/usage',
    {
      preHandler: manageKeys,
      schema: {
        tags,
        summary: 'Lookups per key per UTC day; sub-accounts need server-3-1',
        security,
        ...form,
        body: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
        response: {
          200: envelope(z.array(z.object({ key_id: z.number().int(), day: z.string(), count: z.number().int() }))),
        },
      },
    },
    async (request) => {
      await app.ipMeter.flush();
      return ok(await keyUsageByDay(db, owner(request), request.body.days));
    },
  );
};

export default routes;
