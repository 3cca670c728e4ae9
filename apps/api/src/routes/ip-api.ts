/**
 * The IP API sold on the IP-intelligence site (issue "IP intelligence"): keyed lookups metered
 * against the account's monthly quota.
 *   GET /ip/v1/lookup?ip=   everything (spec section 3 IP data)      GET /ip/v1/geo?ip=      location
 *   GET /ip/v1/privacy?ip=  proxy/VPN/Tor/hosting flags              GET /ip/v1/asn?ip=      network
 *   POST /ip/v1/bulk        up to 100 addresses (`ips`, comma- or newline-separated), one lookup each
 * Without `ip` the caller's own address is looked up. The key goes in the `x-api-key` header (or
 * `key` query parameter). Errors: 400 invalid address, 401 missing/unknown key, 403 a key restricted to web
 * origins called from another origin or without Origin/Referer (lib/origins.ts; not charged), 429 quota used up
 * (data.reset_at), 503 database loading. Private and reserved addresses are answered with their
 * `address_type` and null location; they count as lookups.
 */
import type { IpData } from '@lanyun/ipdb';
import { InvalidIpError } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeys } from '../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../lib/envelope.ts';
import { ORIGIN_REFUSED_MSG, originAllowed } from '../lib/origins.ts';
import { IpData as IpDataSchema } from '../schemas/ip.ts';
import { cachedKey, findKeyCached } from '../services/api-keys.ts';
import { lookupEnvelopeJson } from '../services/ip-json.ts';
import cors from '../plugins/external/cors.ts';
import { notFound } from '../plugins/app/error-handler.ts';
import multipart from '../plugins/external/multipart.ts';
import type { Charge } from '../services/ip-meter.ts';
import { cachedPlan, currentPlanCached, type IpPlan } from '../services/ip-plans.ts';

export const MAX_BULK = 100;
/** Where app.ts mounts these routes; the paths below are relative to it. */
export const IP_API_PREFIX = '/ip/v1';

/**
 * Lookup answers are built by packages/ipdb in exactly the schema's shape, so these routes keep
 * their zod response schema for the OpenAPI document but serialize with plain JSON.stringify
 * instead of validating every answer again (about a third of the time of a lookup request).
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
/**
 * `/ip/v1/lookup` answers: the same JSON text as `JSON.stringify`, with the shared sub-objects' JSON kept
 * (services/ip-json.ts). Anything that is not a plain successful lookup envelope (an error reply) goes through
 * JSON.stringify.
 */
const lookupJson = {
  serializerCompiler: () => (data: unknown) => {
    const e = data as { code?: unknown; msg?: unknown; data?: IpData | null };
    return e.code === CODE.OK && e.msg === 'ok' && typeof e.data === 'object' && e.data !== null ? lookupEnvelopeJson(e.data) : JSON.stringify(data);
  },
};
/** The parts of an API key the metering needs (services/api-keys.ts). */
type ApiKeyRef = { id: number; userId: number };
const tags = ['ip-api'];
const security = [{ apiKey: [] }];
const IpQuery = z.object({ ip: z.string().trim().max(64).optional(), key: z.string().max(100).optional() });

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
});
const privacy = (d: IpData) => ({ ip: d.ip, is_proxy: d.is_proxy, proxy_data: d.proxy_data, usage_type: d.asn?.usage_type ?? null, address_type: d.address_type });
const asn = (d: IpData) => ({ ip: d.ip, start_ip: d.start_ip, end_ip: d.end_ip, asn: d.asn, address_type: d.address_type });

const GeoSchema = IpDataSchema.pick({ ip: true, country_code: true, country_name: true, country_capital: true, region_name: true, city_name: true, latitude: true, longitude: true, zip_code: true, is_eu: true, calling_code: true, country_flag: true, time_zone: true, currency: true, address_type: true });
const PrivacySchema = z.object({ ip: z.string(), is_proxy: z.boolean(), proxy_data: IpDataSchema.shape.proxy_data, usage_type: z.string().nullable(), address_type: IpDataSchema.shape.address_type });
const AsnSchema = IpDataSchema.pick({ ip: true, start_ip: true, end_ip: true, asn: true, address_type: true });

/**
 * Registered in its own scope under {@link IP_API_PREFIX} (app.ts): CORS for any origin, and the multipart/form
 * body parsers only around the bulk POST, so the GET lookups run no body hooks.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // CORS for any origin (the key, not the origin, identifies a caller). @fastify/cors answers the preflight OPTIONS
  // requests from a scope of its own, so its per-request hook stays off the lookups; these carry the one static
  // header a CORS response to a non-credentialed request needs (Fetch standard, "CORS protocol").
  await app.register(async (preflight) => preflight.register(cors, { origins: '*' }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    done();
  });
  // A mistyped path under the prefix answers the envelope's 404 with the same header, so a page calling it can read
  // why (without it the browser hides the answer behind a CORS error). The scope's hooks do not run for it.
  app.setNotFoundHandler((request, reply) => {
    reply.header('access-control-allow-origin', '*');
    notFound(request, reply);
  });
  /** When each key's last_used_at was last written (written at most once a minute per key). */
  const lastUsedWrite = new Map<number, number>();

  /**
   * Authenticate the key and charge `n` lookups. Synchronous (returns undefined) when the key, its plan and the
   * quota counter answer from this process's memory, the usual case on a busy key; a promise otherwise (first call
   * of a key in 10 s, counters in Redis).
   * An unrestricted key costs one null check for its origins; a restricted one is checked before anything is charged.
   * @throws ApiError 401 missing/unknown key, 403 origin not allowed for the key or plan without API access, 429 quota
   *   used up (data.reset_at, quota)
   */
  function charge(request: FastifyRequest, n: number): void | Promise<void> {
    const header = request.headers['x-api-key'];
    const key = (Array.isArray(header) ? header[0] : header) ?? (request.query as { key?: string }).key;
    if (!key) throw new ApiError(CODE.UNAUTHORIZED, 'Missing API key: send it in the x-api-key header');
    const now = Date.now();
    const found = cachedKey(key, now);
    if (found === null) throw new ApiError(CODE.UNAUTHORIZED, 'Invalid API key');
    if (found && found.origins !== null) checkOrigin(request, found.origins);
    const cached = found && cachedPlan(found.userId, now);
    if (found && cached) return chargeKey(found, cached.plan, n, now);
    return (async () => {
      const k = found ?? (await findKeyCached(app.db, key, now));
      if (!k) throw new ApiError(CODE.UNAUTHORIZED, 'Invalid API key');
      if (!found && k.origins !== null) checkOrigin(request, k.origins);
      const { plan } = cachedPlan(k.userId, now) ?? (await currentPlanCached(app.db, k.userId, now));
      await chargeKey(k, plan, n, now);
    })();
  }

  /** Refuse a call that a key restricted to `origins` does not allow (lib/origins.ts originAllowed). @throws ApiError 403 */
  function checkOrigin(request: FastifyRequest, origins: ReadonlySet<string>): void {
    if (!originAllowed(origins, request.headers.origin, request.headers.referer)) throw new ApiError(CODE.FORBIDDEN, ORIGIN_REFUSED_MSG);
  }

  /** {@link charge} once the key and its plan are known. */
  function chargeKey(key: ApiKeyRef, plan: IpPlan, n: number, now: number): void | Promise<void> {
    if (!plan.apiAccess) throw new ApiError(CODE.FORBIDDEN, `The ${plan.name} plan has no API access`);
    const res = app.ipMeter.charge(key.userId, n, plan.monthlyQuota);
    if (res instanceof Promise) return res.then((r) => settle(key, plan, n, now, r));
    settle(key, plan, n, now, res);
  }

  /** Refuse an over-quota charge; record an accepted one per key and day, and the key's last use (once a minute). */
  function settle(key: ApiKeyRef, plan: IpPlan, n: number, now: number, res: Charge): void {
    if (!res.ok) {
      throw new ApiError(CODE.TOO_MANY, `Monthly quota of ${plan.monthlyQuota.toLocaleString('en-US')} lookups used up; it resets at ${res.resetAt.toISOString()}`, {
        reset_at: Math.floor(res.resetAt.getTime() / 1000),
        quota: plan.monthlyQuota,
      });
    }
    app.ipMeter.record(key.id, n);
    if (now - (lastUsedWrite.get(key.id) ?? 0) >= 60_000) {
      lastUsedWrite.set(key.id, now);
      void app.db.update(apiKeys).set({ lastUsedAt: new Date(now) }).where(eq(apiKeys.id, key.id))
        .catch((err: unknown) => app.log.warn({ err, keyId: key.id }, 'api key last-used time not saved (retried a minute later)'));
    }
  }

  /** Look one address up. @throws ApiError 400 invalid, 404 no data, 503 loading */
  function lookup(ip: string): IpData {
    const db = app.ipdb.current;
    if (!db) throw new ApiError(CODE.PRECONDITION, `The IP database is not available yet (${app.ipdb.status})`);
    let data: IpData | null;
    try {
      data = db.lookup(ip);
    } catch (err) {
      if (err instanceof InvalidIpError) throw new ApiError(CODE.BAD_REQUEST, 'Invalid IP address');
      throw err;
    }
    if (!data) throw new ApiError(CODE.NOT_FOUND, `No data for ${ip}`);
    return data;
  }

  /** Count answered lookups on the world map (rounded coordinates only). */
  function onMap(d: IpData): void {
    app.ipLookupMap.record(d.latitude, d.longitude, d.country_code);
  }

  // The four single-address routes differ only in their schema and the fields they pick.
  const single = (path: string, summary: string, schema: z.ZodType, pick: (d: IpData) => unknown, serialize = plainJson) => {
    const answer = (data: IpData) => {
      onMap(data);
      return ok(pick(data)) as never;
    };
    // Not an async handler: when charge() answers synchronously the reply is sent without a promise (Fastify sends
    // a returned value directly and awaits a returned promise); a thrown ApiError goes to the error handler either
    // way. No closure is made per request on that path.
    app.get(path, { ...serialize, schema: { tags, summary, security, querystring: IpQuery, response: { 200: envelope(schema) } } }, (request) => {
      const ip = request.query.ip || request.ip;
      const data = lookup(ip); // validated before charging: a malformed address costs nothing
      const charged = charge(request, 1);
      return charged ? charged.then(() => answer(data)) : answer(data);
    });
  };

  single('/lookup', 'Everything about an address (the caller’s own without ip)', IpDataSchema, (d) => d, lookupJson);
  single('/geo', 'Geolocation of an address', GeoSchema, geo);
  single('/privacy', 'Proxy, VPN, Tor, relay and hosting flags of an address', PrivacySchema, privacy);
  single('/asn', 'The network (ASN) of an address', AsnSchema, asn);

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/bulk',
      {
        ...plainJson,
        schema: {
          tags,
          summary: `Look up to ${MAX_BULK} addresses (one lookup each); invalid ones get an error entry and cost nothing`,
          security,
          consumes: ['multipart/form-data', 'application/json'],
          body: z.object({
            ips: z
              .union([z.array(z.string()), z.string()])
              .transform((v) => (Array.isArray(v) ? v : v.split(/[\s,]+/)).map((s) => s.trim()).filter(Boolean))
              .refine((l) => l.length > 0, 'Give at least one address')
              .refine((l) => l.length <= MAX_BULK, `At most ${MAX_BULK} addresses per request`),
          }),
          response: { 200: envelope(z.object({ results: z.array(z.object({ ip: z.string(), data: IpDataSchema.nullable(), error: z.string().nullable() })) })) },
        },
      },
      async (request) => {
        const results = request.body.ips.map((ip) => {
          try {
            return { ip, data: lookup(ip), error: null };
          } catch (err) {
            if (err instanceof ApiError && err.code !== CODE.PRECONDITION) return { ip, data: null, error: err.message };
            throw err;
          }
        });
        const billable = results.filter((r) => r.data).length;
        if (billable > 0) await charge(request, billable);
        for (const r of results) if (r.data) onMap(r.data);
        return ok({ results });
      },
    );
  });
};

export default routes;
