/**
 * IP lookup for the IP site's query tool: `GET /ip/lookup?ip=` (the caller's own address when `ip`
 * is omitted; `ip=` empty is a 400). Anonymous, rate-limited per client address (`IP_DEMO_PER_MINUTE`, default 10 a
 * minute; the answers carry `x-ratelimit-limit/remaining/reset`, and a refusal code 429 with `retry-after`). Answers the spec's IP data fields;
 * private and reserved addresses are answered with `address_type` set and null location.
 */
import { InvalidIpError } from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../lib/envelope.ts';
import { IpData } from '../../schemas/ip.ts';
import { lookupTarget } from '../../services/ip-api-errors.ts';
import { plainJson } from './v1/keyed.ts';

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
          "The IP site's query tool: no key, IP_DEMO_PER_MINUTE lookups a minute per client address (default 10), then code 429 with Retry-After. Use /ip/v1/lookup with a key for more.",
        querystring: z.object({ ip: z.string().trim().max(64).optional() }),
        response: { 200: envelope(IpData) },
      },
    },
    async (request) => {
      const db = app.ipdb.current;
      if (!db) throw new ApiError(CODE.PRECONDITION, `The IP database is not available yet (${app.ipdb.status})`);
      const ip = lookupTarget(request.query.ip, request.ip);
      let data: ReturnType<typeof db.lookup>;
      try {
        data = db.lookup(ip);
      } catch (err) {
        if (err instanceof InvalidIpError) throw new ApiError(CODE.BAD_REQUEST, 'Invalid IP address');
        throw err;
      }
      if (!data) throw new ApiError(CODE.NOT_FOUND, `No data for ${ip}`);
      app.ipLookupMap.record(data.latitude, data.longitude, data.country_code);
      return ok(data);
    },
  );
};

export default routes;
