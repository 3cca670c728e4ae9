/**
 * The IP API sold on the IP-intelligence site (issue "IP intelligence"): keyed lookups metered
 * against the account's monthly quota.
 *   GET /ip/v1/lookup?ip=   everything (spec section 3 IP data)      GET /ip/v1/geo?ip=      location
 *   GET /ip/v1/privacy?ip=  proxy/VPN/Tor/hosting flags
 *   GET /ip/v1/asn?ip=, /ip/v1/asn/{asn}, /ip/v1/range?cidr=   networks (routes/ip/v1/networks.ts)
 *   POST /ip/v1/bulk        up to the plan's limit (100 / 500 / 1,000), one result per input
 *   GET /ip/v1/usage        the key's account: plan, quota, used, remaining (not charged)
 * Without `ip` the caller's own address is looked up; `ip=` empty is a 400. The key goes in the `x-api-key` header
 * (or `key` query parameter). Unlike the sites' API, the HTTP status is the envelope's code and errors carry
 * `data.error` (services/ipintel/ip-api-errors.ts, docs/ip-api.md); every charged or refused-over-quota answer carries the
 * quota headers. Private and reserved addresses are answered with their `address_type` and null location; they count
 * as lookups. Keys, plans and charging: services/ipintel/ip-api-access.ts; bulk: services/ipintel/ip-bulk.ts.
 */
import type { IpData } from '@lanyun/ipdb';
import {
  asnIndexReady,
  InvalidIpError,
  localizeIpData,
  prepareAsnIndex,
  privacyEvidence,
  type IpDatabase,
} from '@lanyun/ipdb';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../../lib/envelope.ts';
import { prefersChinese } from '../../../../../lib/lang.ts';
import { IpAnswerMetaSchema, ipMetaMember, withMeta } from '../../../services/ip-meta.ts';
import { IpData as IpDataSchema } from '../../../schemas/ip.ts';
import {
  bulkBodyValidator,
  bulkJson,
  ipQueryValidator,
  lookupJson,
  plainJson,
} from '../../../schemas/ip-api-codecs.ts';
import cors from '../../../../../plugins/external/cors.ts';
import { jsonApiHelmet } from '../../../../../plugins/external/helmet.ts';
import multipart from '../../../../../plugins/external/multipart.ts';
import downloadRoutes from './downloads.ts';
import networkRoutes from './networks.ts';
import { createIpAccess, type IpCaller } from '../../../services/ip-api-access.ts';
import {
  IP_ERROR_STATUS,
  type IpErrorKey,
  ipApiErrorHandler,
  ipApiMethodNotAllowed,
  ipApiNotFound,
  ipError,
  lookupTarget,
} from '../../../services/ip-api-errors.ts';
import { applyGrant, bulkInputs, resolveBulk } from '../../../services/ip-bulk.ts';
import { bulkLimit } from '../../../services/ip-plans.ts';

/** Where app.ts mounts these routes; the paths below are relative to it. */
export const IP_API_PREFIX = '/ip/v1';

/**
 * A route's URL (`/ip/v1/asn/:asn`, `/ip/v1/download/:edition.:format`) as a regular expression over request paths:
 * each `:name` matches one or more characters other than `/`. A wildcard route (`*`, the CORS preflight's) matches
 * nothing here, so it never makes an unknown path a known one.
 */
function routePattern(url: string): RegExp {
  if (url.includes('*')) return /$^/;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = url
    .split(/(:[A-Za-z_]\w*(?:\([^)]*\))?)/)
    .map((part, i) => (i % 2 ? '[^/]+?' : literal(part)))
    .join('');
  return new RegExp(`^${body}/?$`);
}

const tags = ['ip-api'];
const security = [{ apiKey: [] }];
const IpQuery = z.object({
  ip: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('The address (IPv4 or IPv6); omit it for the caller’s own, never send it empty'),
  key: z.string().max(100).optional().describe('The API key, when the x-api-key header cannot be sent'),
});
/** The error envelope of the IP API: `data.error` is the machine-readable key (docs/ip-api.md). */
const ErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ error: z.enum(Object.keys(IP_ERROR_STATUS) as [IpErrorKey]) }).passthrough(),
});
/** The answer's `meta` (services/ipintel/ip-meta.ts), added to every answer of the scope. */
const MetaMember = IpAnswerMetaSchema.optional();
/** The envelope of a keyed answer: `code`, `msg`, `data` and `meta` (data dates and attribution). */
const ipEnvelope = <T extends z.ZodType>(data: T) => envelope(data).extend({ meta: MetaMember });
/** The error answers every keyed route may give, for the OpenAPI document. */
const errors = {
  '4xx': ErrorEnvelope.extend({ meta: MetaMember }).describe('400, 401, 402, 403, 404, 413, 429 (docs/ip-api.md)'),
  '5xx': ErrorEnvelope.extend({ meta: MetaMember }).describe('500, 503'),
};

const geo = (d: IpData) => ({
  ip: d.ip,
  country_code: d.country_code,
  country_name: d.country_name,
  country_capital: d.country_capital,
  region_name: d.region_name,
  city_name: d.city_name,
  latitude: d.latitude,
  longitude: d.longitude,
  zip_code: d.zip_code,
  is_eu: d.is_eu,
  calling_code: d.calling_code,
  country_flag: d.country_flag,
  time_zone: d.time_zone,
  currency: d.currency,
  address_type: d.address_type,
  ...embedded(d),
});
/** `{ embedded_ipv4 }` for NAT64 / 6to4 answers, else nothing. */
const embedded = (d: IpData) => (d.embedded_ipv4 === undefined ? {} : { embedded_ipv4: d.embedded_ipv4 });
/** The privacy answer: the flags, and where each true flag came from (packages/ipdb evidence.ts). */
const privacy = (db: IpDatabase, d: IpData) => ({
  ip: d.ip,
  is_proxy: d.is_proxy,
  proxy_data: d.proxy_data,
  usage_type: d.asn?.usage_type ?? null,
  address_type: d.address_type,
  ...embedded(d),
  ...privacyEvidence(db, d.embedded_ipv4 ?? d.ip),
});

const GeoSchema = IpDataSchema.pick({
  ip: true,
  country_code: true,
  country_name: true,
  country_capital: true,
  region_name: true,
  city_name: true,
  latitude: true,
  longitude: true,
  zip_code: true,
  is_eu: true,
  calling_code: true,
  country_flag: true,
  time_zone: true,
  currency: true,
  address_type: true,
  embedded_ipv4: true,
});
const FlagSource = z.object({
  name: z.string().describe('Feed name in IPDB_FEEDS (tor, aws, …), list kind, or asn-classification'),
  provider: z.string().nullable(),
  published: z.string().nullable().describe('Publication time the feed states (ISO 8601)'),
  read_at: z.string().describe('When the database build read it (ISO 8601)'),
});
const PrivacySchema = z.object({
  ip: z.string(),
  is_proxy: IpDataSchema.shape.is_proxy,
  proxy_data: IpDataSchema.shape.proxy_data,
  usage_type: z.string().nullable(),
  address_type: IpDataSchema.shape.address_type,
  embedded_ipv4: IpDataSchema.shape.embedded_ipv4,
  sources: z
    .record(z.string(), z.array(FlagSource))
    .describe('For each true flag (is_tor, is_hosting, …): the lists or feeds that set it, or asn-classification'),
  hosting_provider: z.string().nullable().describe('The cloud provider whose published ranges hold the address'),
});

const UsageSchema = z.object({
  plan: z.object({ code: z.string(), name: z.string() }),
  quota: z.number().int().describe('Lookups a month'),
  used: z.number().int(),
  remaining: z.number().int(),
  reset_at: z.number().int().describe('Unix seconds when the month’s count starts again (UTC month)'),
  bulk_limit: z.number().int().describe('Addresses per bulk request'),
});
const BulkItemError = z.object({ code: z.number().int(), error: z.string(), msg: z.string() });
const BulkSchema = z.object({
  results: z.array(
    z.object({
      ip: z.string().describe('The input as given'),
      data: IpDataSchema.nullable(),
      error: BulkItemError.nullable(),
    }),
  ),
  charged: z.number().int().describe('Lookups charged: distinct addresses answered'),
});
/** CORS headers of every answer: any page may read it, and the quota headers on it. */
const ANY_ORIGIN = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'ratelimit, ratelimit-policy, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, retry-after',
});

/**
 * Registered in its own scope under {@link IP_API_PREFIX} (app.ts): CORS for any origin, its own error handler
 * (HTTP status = envelope code, services/ipintel/ip-api-errors.ts), and the multipart/form body parsers only around the bulk
 * POST, so the GET lookups run no body hooks.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // CORS for any origin (the key, not the origin, identifies a caller). @fastify/cors answers the preflight OPTIONS
  // requests from a scope of its own, so its per-request hook stays off the lookups; their answers carry the one static
  // header a CORS response to a non-credentialed request needs (Fetch standard, "CORS protocol") and expose the quota
  // headers to pages. These are set with the security headers of a JSON-only answer (plugins/external/helmet.ts
  // `jsonApiHelmet`), all taken once and set in one call.
  await app.register(async (preflight) => preflight.register(cors, { origins: '*' }));
  // The scope's routes as patterns, so an unknown method on a known path answers 405 with `Allow`.
  const known: { methods: string[]; path: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, helmet: jsonApiHelmet, staticHeaders: ANY_ORIGIN };
    known.push({ methods: [route.method].flat().map(String), path: routePattern(route.url) });
  });
  app.setErrorHandler(ipApiErrorHandler);
  // Every JSON answer carries `meta` (data dates per source, build time, attribution). The lookup and bulk writers
  // write it into their bytes; text answers (the other routes, errors) get it here.
  const meta = () => ipMetaMember(app.ipdb.current);
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(null, typeof payload === 'string' ? withMeta(payload, meta()) : payload);
  });
  // A mistyped path under the prefix answers 404 with the same header, so a page calling it can read why (without
  // it the browser hides the answer behind a CORS error). The scope's hooks do not run for it.
  app.setNotFoundHandler((request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const path = request.url.split('?')[0] ?? '';
    const allow = [...new Set(known.filter((r) => r.path.test(path)).flatMap((r) => r.methods))]
      .filter((m) => m !== request.method)
      .sort();
    if (allow.length) ipApiMethodNotAllowed(request, reply, allow);
    else ipApiNotFound(request, reply);
  });
  const access = createIpAccess(app.db, app.ipMeter, app.log);

  /** The open IP database. @throws ApiError 503 unavailable while it loads */
  function database() {
    const db = app.ipdb.current;
    if (!db) throw ipError('unavailable', 'ip.db_unavailable', { status: app.ipdb.status });
    // The ASN queries' index (routes/ip/v1/networks.ts) is built in the background once a database is open.
    if (!asnIndexReady(db))
      prepareAsnIndex(db).catch((err: unknown) => app.log.error({ err }, 'ASN index build failed'));
    return db;
  }

  /** The address a single lookup asks for: `ip`, or the caller's own without it. @throws ApiError 400 empty `ip=` */
  function target(ip: string | undefined, own: string): string {
    return lookupTarget(ip, own, (reason) => ipError('invalid_ip', reason));
  }

  /** Look one address up. @throws ApiError 400 invalid_ip, 404 no_data, 503 unavailable */
  function lookup(ip: string): IpData {
    const db = database();
    let data: IpData | null;
    try {
      data = db.lookup(ip);
    } catch (err) {
      if (err instanceof InvalidIpError) throw ipError('invalid_ip', 'ip.invalid_ip');
      throw err;
    }
    if (!data) throw ipError('no_data', 'ip.no_data', { ip });
    return data;
  }

  /** Count an answered lookup on the world map (rounded coordinates only), at `now` (ms; one clock read per bulk). */
  function onMap(d: IpData, now = Date.now()): void {
    app.ipLookupMap.record(d.latitude, d.longitude, d.country_code, now);
  }

  // The four single-address routes differ only in their schema and the fields they pick.
  const single = (
    path: string,
    summary: string,
    schema: z.ZodType,
    pick: (d: IpData) => unknown,
    serialize = plainJson,
  ) => {
    const answer = (data: IpData) => {
      onMap(data);
      return ok(pick(data)) as never;
    };
    /**
     * Once the caller is known: look up (a malformed address costs nothing), then charge one lookup. Place and
     * currency names are in Chinese when Accept-Language prefers it (packages/ipdb names-zh.ts).
     */
    const forCaller = (caller: IpCaller, request: FastifyRequest, reply: FastifyReply) => {
      const found = lookup(target((request.query as z.infer<typeof IpQuery>).ip, request.ip));
      const data = prefersChinese(request.headers['accept-language']) ? localizeIpData(found) : found;
      const charged = access.charge(caller, reply, 1);
      return charged instanceof Promise ? charged.then(() => answer(data)) : answer(data);
    };
    // Not an async handler: when the caches answer, the reply is sent without a promise (Fastify sends a returned
    // value directly and awaits a returned promise); a thrown ApiError goes to the error handler either way.
    app.get(
      path,
      {
        ...serialize,
        validatorCompiler: ipQueryValidator,
        schema: { tags, summary, security, querystring: IpQuery, response: { 200: ipEnvelope(schema), ...errors } },
      },
      (request, reply) => {
        const caller = access.authenticate(request);
        return caller instanceof Promise
          ? caller.then((c) => forCaller(c, request, reply))
          : forCaller(caller, request, reply);
      },
    );
  };

  single(
    '/lookup',
    'Everything about an address (the caller’s own without ip)',
    IpDataSchema,
    (d) => d,
    lookupJson(meta),
  );
  single('/geo', 'Geolocation of an address', GeoSchema, geo);
  single('/privacy', 'Proxy, VPN, Tor, relay and hosting flags of an address, with their sources', PrivacySchema, (d) =>
    privacy(database(), d),
  );
  await app.register(networkRoutes, { access, database, lookup, target, errors });
  await app.register(downloadRoutes, { access });

  app.get(
    '/usage',
    {
      schema: {
        tags,
        summary: 'The key’s account: plan, monthly quota, lookups used and remaining (not charged)',
        security,
        querystring: IpQuery.pick({ key: true }),
        response: { 200: ipEnvelope(UsageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await access.authenticate(request);
      const { used, remaining, resetAt } = await access.usage(caller, reply);
      const { plan } = caller;
      return ok({
        plan: { code: plan.code, name: plan.name },
        quota: plan.monthlyQuota,
        used,
        remaining,
        reset_at: Math.floor(resetAt.getTime() / 1000),
        bulk_limit: bulkLimit(plan),
      });
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/bulk',
      {
        ...bulkJson(meta),
        validatorCompiler: bulkBodyValidator,
        bodyLimit: 128 * 1024,
        schema: {
          tags,
          summary:
            'Look up many addresses: one result per input, in order; duplicates, invalid entries and addresses ' +
            'without data cost nothing',
          description:
            'The body is a JSON array of addresses, `{"ips": [...]}`, or `ips` as text (comma- or newline-separated). ' +
            'At most 100 addresses on Free, 500 on Standard, 1,000 on Business and Enterprise (`too_many_ips`). ' +
            'When fewer lookups remain than distinct addresses, the first ones are answered and the rest get ' +
            '`quota_exceeded`.',
          security,
          consumes: ['multipart/form-data', 'application/json'],
          body: z.union([
            z.array(z.string().max(200)),
            z.object({ ips: z.union([z.array(z.string().max(200)), z.string()]) }),
          ]),
          response: { 200: ipEnvelope(BulkSchema), ...errors },
        },
      },
      async (request, reply) => {
        const caller = await access.authenticate(request);
        const inputs = bulkInputs(request.body);
        const limit = bulkLimit(caller.plan);
        if (inputs.length === 0) throw ipError('invalid_request', 'ip.give_address');
        if (inputs.length > limit)
          throw ipError(
            'too_many_ips',
            'ip.too_many_ips',
            { max: limit, plan: caller.plan.name },
            {
              limit,
            },
          );
        const lang = request.headers['accept-language'];
        const { results, distinct } = resolveBulk(database(), inputs, lang);
        const granted = distinct.length > 0 ? (await access.charge(caller, reply, distinct.length, true)).granted : 0;
        const grantedResults = applyGrant(results, distinct, granted, lang);
        const now = Date.now();
        for (const r of grantedResults) if (r.data) onMap(r.data, now);
        const answered = prefersChinese(lang)
          ? grantedResults.map((r) => (r.data ? { ...r, data: localizeIpData(r.data) } : r))
          : grantedResults;
        return ok({ results: answered, charged: granted });
      },
    );
  });
};

export default routes;
