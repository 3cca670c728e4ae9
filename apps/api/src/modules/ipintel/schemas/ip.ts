/** IP data as the product spec names its fields (spec section 3 "IP data"). */
import { ipDataSchema } from '@lanyun/contract/ip-fields';
import { z } from 'zod';

/**
 * The IP answer (`data` of `/ip/v1/lookup`): built from the field list of @lanyun/contract/ip-fields, which also drives
 * the answer's byte writer (services/ipintel/ip-json.ts) and the IP site's reference table.
 */
export const IpData = ipDataSchema;

/** The sentence `/ip/lookup` answers in `note`. */
export const IP_DEMO_NOTE =
  'Demo answer of the IP site query tool: location and network only. The full field set (coordinates, time zone, ' +
  'currency, privacy flags, ranges, …) needs an API key: GET /ip/v1/lookup with x-api-key.';

/**
 * The anonymous `/ip/lookup` answer (the IP site's query tool): what a visitor needs, location and network, from the
 * same record as {@link IpData}; the full field set is the keyed `/ip/v1/lookup`.
 */
export const IpDemoData = IpData.pick({
  ip: true,
  country_code: true,
  country_name: true,
  region_name: true,
  city_name: true,
  address_type: true,
  embedded_ipv4: true,
}).extend({
  asn: z.object({ asn: z.number().int(), asn_name: z.string() }).nullable(),
  demo: z.literal(true).describe('Always true: a demo answer with the fields above only'),
  note: z.string().describe('That the full field set needs an API key (/ip/v1/lookup), in English'),
});

/** Cuts a full record down to {@link IpDemoData}. */
export function toDemoData(data: z.infer<typeof IpData>): z.infer<typeof IpDemoData> {
  return {
    ip: data.ip,
    country_code: data.country_code,
    country_name: data.country_name,
    region_name: data.region_name,
    city_name: data.city_name,
    asn: data.asn ? { asn: data.asn.asn, asn_name: data.asn.asn_name } : null,
    address_type: data.address_type,
    ...(data.embedded_ipv4 === undefined ? {} : { embedded_ipv4: data.embedded_ipv4 }),
    demo: true,
    note: IP_DEMO_NOTE,
  };
}
