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
