/** IP data as the product spec names its fields (spec section 3 "IP data"). */
import { z } from 'zod';

const Asn = z.object({
  asn: z.number().int(),
  asn_name: z.string(),
  domain: z.string().nullable(),
  usage_type: z.string().nullable(),
  isp: z.string().nullable(),
  organization: z.string().nullable(),
});

export const IpData = z.object({
  ip: z.string(),
  start_ip: z.string(),
  end_ip: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  country_capital: z.string().nullable(),
  region_name: z.string().nullable(),
  city_name: z.string().nullable(),
  latitude: z.number().nullable().describe('Degrees'),
  longitude: z.number().nullable().describe('Degrees'),
  zip_code: z.string().nullable(),
  is_eu: z.boolean().nullable(),
  calling_code: z.string().nullable(),
  country_flag: z.string().nullable(),
  weather_station_code: z.null(),
  weather_station_name: z.null(),
  elevation: z.null(),
  asn: Asn.nullable(),
  time_zone: z.object({ name: z.string(), offset: z.string(), current_time: z.string() }).nullable(),
  currency: z.object({ code: z.string(), name: z.string(), symbol: z.string() }).nullable(),
  is_proxy: z.boolean(),
  proxy_data: z.object({
    is_vpn: z.boolean(),
    is_tor: z.boolean(),
    is_data_center: z.boolean(),
    is_proxy: z.boolean(),
    is_relay: z.boolean(),
    is_hosting: z.boolean(),
  }),
  address_type: z.enum([
    'public',
    'private',
    'loopback',
    'link-local',
    'multicast',
    'reserved',
    'documentation',
    'shared',
    'unspecified',
  ]),
  embedded_ipv4: z
    .string()
    .optional()
    .describe(
      'NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; ' +
        'start_ip/end_ip are its range written in the same prefix',
    ),
});

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
