/**
 * The IP API sold on the IP-intelligence site (issue "IP intelligence"): keyed lookups metered
 * against the account's monthly quota.
 *   GET /ip/v1/lookup?ip=   everything (spec section 3 IP data)      GET /ip/v1/geo?ip=      location
 *   GET /ip/v1/privacy?ip=  proxy/VPN/Tor/hosting flags              GET /ip/v1/asn?ip=      network
 *   POST /ip/v1/bulk        up to 100 addresses (`ips`, comma- or newline-separated), one lookup each
 * Without `ip` the caller's own address is looked up. The key goes in the `x-api-key` header (or
 * `key` query parameter). Errors: 400 invalid address, 401 missing/unknown key, 429 quota used up
 * (data.reset_at), 503 database loading. Private and reserved addresses are answered with their
 * `address_type` and null location; they count as lookups.
 */
import type { IpData } from '@lanyun/ipdb';
import { InvalidIpError } from '@lanyun/ipdb';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeys } from '../db/schema.ts';
import { ApiError, CODE, envelope, ok } from '../lib/envelope.ts';
import { IpData as IpDataSchema } from '../schemas/ip.ts';
import { cachedKey, findKeyCached } from '../services/api-keys.ts';
import { lookupEnvelopeJson } from '../services/ip-json.ts';
import { cachedPlan, currentPlanCached } from '../services/ip-plans.ts';

export const MAX_BULK = 100;

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

const routes: FastifyPluginAsyncZod = async (app) => {
  /** When each key's last_used_at was last written (written at most once a minute per key). */
  const lastUsedWrite = new Map<number, number>();

  /** Authenticate the key and charge `n` lookups. @throws ApiError 401/403/429 */
  async function charge(request: FastifyRequest, n: number) {
    const header = request.headers['x-api-key'];
    const key = (Array.isArray(header) ? header[0] : header) ?? (request.query as { key?: string }).key;
    if (!key) throw new ApiError(CODE.UNAUTHORIZED, 'Missing API key: send it in the x-api-key header');
    // The caches answer synchronously almost always; await the database only when they do not.
    const now = Date.now();
    const found = cachedKey(key, now) ?? (await findKeyCached(app.db, key, now));
    if (!found) throw new ApiError(CODE.UNAUTHORIZED, 'Invalid API key');
    const { plan } = cachedPlan(found.userId, now) ?? (await currentPlanCached(app.db, found.userId, now));
    if (!plan.apiAccess) throw new ApiError(CODE.FORBIDDEN, `The ${plan.name} plan has no API access`);
    const res = await app.ipMeter.charge(found.userId, n, plan.monthlyQuota);
    if (!res.ok) {
      throw new ApiError(CODE.TOO_MANY, `Monthly quota of ${plan.monthlyQuota.toLocaleString('en-US')} lookups used up; it resets at ${res.resetAt.toISOString()}`, {
        reset_at: Math.floor(res.resetAt.getTime() / 1000),
        quota: plan.monthlyQuota,
      });
    }
    app.ipMeter.record(found.id, n);
    if (now - (lastUsedWrite.get(found.id) ?? 0) >= 60_000) {
      lastUsedWrite.set(found.id, now);
      void app.db.update(apiKeys).set({ lastUsedAt: new Date(now) }).where(eq(apiKeys.id, found.id)).catch(() => {});
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
  const single = (path: string, summary: string, schema: z.ZodType, pick: (d: IpData) => unknown, serialize = plainJson) =>
    app.get(path, { ...serialize, schema: { tags, summary, security, querystring: IpQuery, response: { 200: envelope(schema) } } }, async (request) => {
      const ip = request.query.ip || request.ip;
      const data = lookup(ip); // validated before charging: a malformed address costs nothing
      await charge(request, 1);
      onMap(data);
      return ok(pick(data)) as never;
    });

  single('/ip/v1/lookup', 'Everything about an address (the caller’s own without ip)', IpDataSchema, (d) => d, lookupJson);
  single('/ip/v1/geo', 'Geolocation of an address', GeoSchema, geo);
  single('/ip/v1/privacy', 'Proxy, VPN, Tor, relay and hosting flags of an address', PrivacySchema, privacy);
  single('/ip/v1/asn', 'The network (ASN) of an address', AsnSchema, asn);

  app.post(
    '/ip/v1/bulk',
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
};

export default routes;
