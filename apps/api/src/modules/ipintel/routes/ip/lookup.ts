/**
 * IP lookup for the IP site's query tool: `GET /ip/lookup?ip=` (the caller's own address when `ip`
 * is omitted; `ip=` empty is a 400). Anonymous, rate-limited per client address (`IP_DEMO_PER_MINUTE`, default 10 a
 * minute; the answers carry `x-ratelimit-limit/remaining/reset`, and a refusal code 429 with `retry-after`). A demo answer:
 * ip, country, region, city, ASN number and name, address type ({@link IpDemoData}, with `demo: true` and a `note` that
 * the full field set needs an API key, `/ip/v1/lookup`). Private and reserved addresses are answered with
 * `address_type` set and null location. Place names are in Chinese when Accept-Language prefers it (the IP site sends
 * the page's language); `meta` carries the data dates and DB-IP's credit, as the keyed answers do.
 *
 * Served to the site's origins: the IP site calls it from the visitor's browser (so that the API sees the visitor's
 * address), cross-origin, and the route sits in app.ts's site scope, whose CORS answers only `CORS_ORIGINS`; other
 * pages' scripts cannot read the answer. Clients without CORS (curl, servers) are held by the per-address limit.
 */
import { InvalidIpError, localizeIpData } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { IpDemoData, toDemoData } from '../../schemas/ip.ts';
import { lookupTarget } from '../../services/ip-api-errors.ts';
import { IpAnswerMetaSchema, ipAnswerMeta } from '../../services/ip-meta.ts';
import { prefersChinese } from '../../../../lib/lang.ts';
import { plainJson } from '../../schemas/ip-api-codecs.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ip/lookup',
    {
      ...plainJson,
      config: { rateLimit: { max: app.config.IP_DEMO_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['ip'],
        summary: "Look up an IP address (the caller's own when ip is omitted)",
        description:
          "The IP site's query tool: no key, IP_DEMO_PER_MINUTE lookups a minute per client address (default 10), then code 429 with Retry-After; CORS for the sites' own origins only. A demo answer: country, region, city and ASN. The full field set (coordinates, time zone, currency, privacy flags, ranges) is /ip/v1/lookup with a key.",
        querystring: z.object({ ip: z.string().trim().max(64).optional() }),
        response: { 200: envelope(IpDemoData).extend({ meta: IpAnswerMetaSchema.optional() }) },
      },
    },
    async (request) => {
      const db = app.ipdb.current;
      if (!db) throw new ApiError(CODE.PRECONDITION, 'ip.db_unavailable', { status: app.ipdb.status });
      const ip = lookupTarget(request.query.ip, request.ip);
      let data: ReturnType<typeof db.lookup>;
      try {
        data = db.lookup(ip);
      } catch (err) {
        if (err instanceof InvalidIpError) throw new ApiError(CODE.BAD_REQUEST, 'ip.invalid_ip');
        throw err;
      }
      if (!data) throw new ApiError(CODE.NOT_FOUND, 'ip.no_data', { ip });
      app.ipLookupMap.record(data.latitude, data.longitude, data.country_code);
      const named = prefersChinese(request.headers['accept-language']) ? localizeIpData(data) : data;
      return { ...ok(toDemoData(named)), meta: ipAnswerMeta(db) };
    },
  );
};

export default routes;
