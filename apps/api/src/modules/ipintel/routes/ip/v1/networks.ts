/**
 * Network queries of the keyed IP API, registered inside its scope (routes/ip/v1/keyed.ts: same key checks, error handler,
 * CORS and quota headers):
 *   GET /ip/v1/asn?ip=           the address's ASN and the ASN's own announced range and prefix (1 lookup)
 *   GET /ip/v1/asn/{asn}         an AS: name, domain, type, every announced IPv4/IPv6 prefix and counts (1 lookup)
 *   GET /ip/v1/range?cidr=       the records covering a CIDR block or first-last range, paged (1 lookup per record)
 * Data: packages/ipdb asn-prefixes.ts / range-query.ts (the ASN source's ranges, not the geolocation ranges).
 */
import {
  asnIndexReady,
  asnPrefixes,
  asnRangeOf,
  InvalidIpError,
  parseRange,
  prepareAsnIndex,
  rangeRecords,
  type RangePage,
  type IpData,
  type IpDatabase,
} from '@lanyun/ipdb';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../../lib/envelope.ts';
import { IpData as IpDataSchema } from '../../../schemas/ip.ts';
import type { IpAccess } from '../../../services/ip-api-access.ts';
import { ipError } from '../../../services/ip-api-errors.ts';

/** What routes/ip/v1/keyed.ts hands these routes. */
export interface NetworkRouteOptions {
  access: IpAccess;
  /** The open IP database. @throws ApiError 503 while it loads */
  database: () => IpDatabase;
  /** One address looked up. @throws ApiError 400 invalid_ip, 404 no_data, 503 */
  lookup: (ip: string) => IpData;
  /** The address a single lookup asks for (`ip`, or the caller's own). @throws ApiError 400 for an empty `ip=` */
  target: (ip: string | undefined, own: string) => string;
  /** The error answers of keyed routes, for the OpenAPI document. */
  errors: Record<string, z.ZodType>;
}

/** Records per page of /range: default and most. */
export const RANGE_PAGE = 100;
export const RANGE_PAGE_MAX = 1000;

const tags = ['ip-api'];
const security = [{ apiKey: [] }];
const Asn = IpDataSchema.shape.asn.unwrap();
const AsnAnswer = z.object({
  ip: z.string(),
  start_ip: z.string().describe('First address of the ASN’s announced range holding ip (not the geolocation range)'),
  end_ip: z.string().describe('Last address of that range'),
  prefix: z.string().nullable().describe('The CIDR prefix of that range holding ip; null without an ASN'),
  asn: Asn.nullable(),
  address_type: IpDataSchema.shape.address_type,
  embedded_ipv4: IpDataSchema.shape.embedded_ipv4.describe(
    'NAT64 / 6to4 addresses only: the embedded IPv4 address; start_ip, end_ip and prefix are then its ASN range',
  ),
});
const AsnDetail = Asn.extend({
  prefixes: z.object({ ipv4: z.array(z.string()), ipv6: z.array(z.string()) }),
  counts: z.object({
    ipv4_prefixes: z.number().int(),
    ipv6_prefixes: z.number().int(),
    ipv4_addresses: z.number().int(),
  }),
});
const RangeAnswer = z.object({
  records: z.array(IpDataSchema).describe('In address order; start_ip/end_ip clipped to the range'),
  next: z.string().nullable().describe('Pass as `from` for the next page; null after the last'),
});

const routes: FastifyPluginAsyncZod<NetworkRouteOptions> = async (
  app,
  { access, database, lookup, target, errors },
) => {
  /** The database with its ASN index built (the first call after a load waits for it, about a second). */
  const withAsnIndex = async (): Promise<IpDatabase> => {
    const db = database();
    if (!asnIndexReady(db)) await prepareAsnIndex(db);
    return db;
  };

  app.get(
    '/asn',
    {
      schema: {
        tags,
        summary: 'The network (ASN) of an address, with the ASN’s own announced range and prefix',
        security,
        querystring: z.object({ ip: z.string().trim().max(64).optional(), key: z.string().max(100).optional() }),
        response: { 200: envelope(AsnAnswer), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await access.authenticate(request);
      const data = lookup(target(request.query.ip, request.ip));
      const range = data.asn ? asnRangeOf(await withAsnIndex(), data.embedded_ipv4 ?? data.ip) : null;
      await access.charge(caller, reply, 1);
      const { ip, asn, address_type } = data;
      const emb = data.embedded_ipv4 === undefined ? {} : { embedded_ipv4: data.embedded_ipv4 };
      if (!range)
        return ok({ ip, start_ip: data.start_ip, end_ip: data.end_ip, prefix: null, asn, address_type, ...emb });
      return ok({
        ip,
        start_ip: range.start_ip,
        end_ip: range.end_ip,
        prefix: range.prefix,
        asn,
        address_type,
        ...emb,
      });
    },
  );

  app.get(
    '/asn/:asn',
    {
      schema: {
        tags,
        summary: 'An autonomous system: name, type and every IPv4/IPv6 prefix it announces',
        security,
        params: z.object({
          asn: z.string().regex(/^(AS|as)?\d{1,10}$/, 'Expected an AS number such as 15169 or AS15169'),
        }),
        querystring: z.object({ key: z.string().max(100).optional() }),
        response: { 200: envelope(AsnDetail), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await access.authenticate(request);
      const number = Number(request.params.asn.replace(/^as/i, ''));
      const found = asnPrefixes(await withAsnIndex(), number);
      if (!found) throw ipError('no_data', 'ip.no_prefixes', { asn: number });
      await access.charge(caller, reply, 1);
      const { record, ipv4, ipv6, ipv4_addresses } = found;
      const counts = { ipv4_prefixes: ipv4.length, ipv6_prefixes: ipv6.length, ipv4_addresses };
      return ok({ ...record, prefixes: { ipv4, ipv6 }, counts });
    },
  );

  app.get(
    '/range',
    {
      schema: {
        tags,
        summary: 'The records covering a CIDR block or a first-last range, a page at a time (one lookup per record)',
        security,
        querystring: z.object({
          cidr: z.string().trim().min(1).max(100).describe('a.b.c.d/n, x::/n, or first-last'),
          from: z.string().trim().max(64).optional().describe('Where the page starts: `next` of the previous page'),
          limit: z.coerce.number().int().min(1).max(RANGE_PAGE_MAX).default(RANGE_PAGE),
          key: z.string().max(100).optional(),
        }),
        response: { 200: envelope(RangeAnswer), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await access.authenticate(request);
      const db = database();
      const { cidr, from, limit } = request.query;
      let page: RangePage;
      try {
        const range = parseRange(cidr);
        const start = from === undefined ? undefined : parseRange(`${from}-${from}`).start;
        if (start !== undefined && (start < range.start || start > range.end)) {
          throw ipError('invalid_request', 'ip.from_outside');
        }
        page = rangeRecords(db, range, limit, start);
      } catch (err) {
        if (err instanceof InvalidIpError) throw ipError('invalid_ip', 'ip.invalid_ip');
        throw err;
      }
      if (page.records.length > 0) await access.charge(caller, reply, page.records.length);
      return ok(page);
    },
  );
};

export default routes;
