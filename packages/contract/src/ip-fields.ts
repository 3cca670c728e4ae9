/**
 * The fields of an IP answer (`data` of `GET /ip/v1/lookup`, each answered result of `POST /ip/v1/bulk`; product spec
 * section 3 "IP data"), declared once, in the order the answer writes them. From this list come:
 * - the API's response schema ({@link ipDataSchema}: zod, hence the OpenAPI document and the SDK's generated types);
 * - the API's byte writer of the answer (apps/api services/ipintel/ip-json.ts, built from {@link IP_FIELD_LIST} at
 *   module load);
 * - the IP site's reference table of the answer's fields (apps/ipintel features/docs), in the page's language.
 * A field added here therefore appears in all of them; one declared anywhere else does not exist.
 *
 * Each field names its value's JSON `type` (`address`: an IP address text of hex digits, dots and colons only, which
 * the writer copies without escaping), whether it may be `null`, whether it may be absent (`optional`), its
 * description in English (the OpenAPI text) and Chinese, and its `source` ({@link IP_FIELD_SOURCES}): the data it is
 * read from, which also tells the writer which values are shared between answers.
 */
import { z } from 'zod';

/**
 * Where a field's value comes from (docs/data-sources.md):
 * - `address`: the address asked about and the range of the database holding it (packages/ipdb reader);
 * - `location`: the range's geolocation record (DB-IP City Lite, with country facts: capital, calling code, flag,
 *   EU membership), one record shared by every address of a place;
 * - `asn`: the announcing network (RouteViews / NRO ranges, ASN names and classification);
 * - `time_zone`: the record's IANA time zone with its offset and local time at the moment of the lookup;
 * - `currency`: the country's currency (ISO 4217);
 * - `privacy`: the privacy lists (Tor exits, VPN and proxy lists, hosting ranges);
 * - `classification`: the address's special-purpose range (IANA registries);
 * - `none`: kept for the spec's shape, always null (no source yet).
 */
export const IP_FIELD_SOURCES = [
  'address',
  'location',
  'asn',
  'time_zone',
  'currency',
  'privacy',
  'classification',
  'none',
] as const;

/** One source of {@link IP_FIELD_SOURCES}. */
export type IpFieldSource = (typeof IP_FIELD_SOURCES)[number];

/** The JSON type of a field's value (besides `null`): `address` is a string of an IP address text. */
export type IpFieldType = 'address' | 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'null';

/** One field of the IP answer, without its name (the key of {@link IP_FIELDS}). */
export interface IpFieldDef<S extends z.ZodType = z.ZodType> {
  /** The value's schema, nullability and optionality included, without a description. */
  readonly schema: S;
  readonly type: IpFieldType;
  readonly nullable: boolean;
  /** True when the field is left out of answers it does not apply to. */
  readonly optional: boolean;
  readonly source: IpFieldSource;
  /** What the field holds: English (the OpenAPI document's text) and Simplified Chinese. */
  readonly description: { readonly en: string; readonly 'zh-CN': string };
}

/** A field with its name, as {@link IP_FIELD_LIST} lists them. */
export interface IpField extends IpFieldDef {
  readonly name: string;
}

function field<S extends z.ZodType>(
  type: IpFieldType,
  schema: S,
  source: IpFieldSource,
  en: string,
  zh: string,
  flags: { nullable?: boolean; optional?: boolean } = {},
): IpFieldDef<S> {
  return {
    schema,
    type,
    nullable: flags.nullable ?? false,
    optional: flags.optional ?? false,
    source,
    description: { en, 'zh-CN': zh },
  };
}

const AsnSchema = z.object({
  asn: z.number().int(),
  asn_name: z.string(),
  domain: z.string().nullable(),
  usage_type: z.string().nullable(),
  isp: z.string().nullable(),
  organization: z.string().nullable(),
});

/** The address types of `address_type` (IANA special-purpose registries; `public` for everything else). */
export const ADDRESS_TYPES = [
  'public',
  'private',
  'loopback',
  'link-local',
  'multicast',
  'reserved',
  'documentation',
  'shared',
  'unspecified',
] as const;

const NULL = z.null();
const TEXT = z.string().nullable();

/** The IP answer's fields by name, in answer order (the order JSON answers write them). */
export const IP_FIELDS = {
  ip: field('address', z.string(), 'address', 'The address asked about, normalized', '所查询的地址（规范写法）'),
  start_ip: field(
    'address',
    z.string(),
    'address',
    'First address of the range around ip in which every field below is the same',
    '包含该地址、下列字段都相同的地址段的第一个地址',
  ),
  end_ip: field('address', z.string(), 'address', 'Last address of that range', '该地址段的最后一个地址'),
  country_code: field('string', TEXT, 'location', 'ISO 3166-1 alpha-2 country code', 'ISO 3166-1 两位国家代码', {
    nullable: true,
  }),
  country_name: field(
    'string',
    TEXT,
    'location',
    'Country name (English; Chinese, from CLDR, with Accept-Language: zh-CN)',
    '国家名称（英文；请求头 Accept-Language: zh-CN 时为中文，取自 CLDR）',
    { nullable: true },
  ),
  country_capital: field('string', TEXT, 'location', 'Capital of the country', '该国首都', { nullable: true }),
  region_name: field(
    'string',
    TEXT,
    'location',
    'Region or province (a Chinese province in Chinese, GB/T 2260, with Accept-Language: zh-CN)',
    '地区或省份（请求头 Accept-Language: zh-CN 时中国的省份为中文，依 GB/T 2260）',
    { nullable: true },
  ),
  city_name: field(
    'string',
    TEXT,
    'location',
    'City (a Chinese city or district in Chinese, GB/T 2260, with Accept-Language: zh-CN; others in English)',
    '城市（请求头 Accept-Language: zh-CN 时中国的城市、区县为中文，依 GB/T 2260；其他城市为英文）',
    { nullable: true },
  ),
  latitude: field('number', z.number().nullable(), 'location', 'Degrees', '纬度，单位为度', { nullable: true }),
  longitude: field('number', z.number().nullable(), 'location', 'Degrees', '经度，单位为度', { nullable: true }),
  zip_code: field('string', TEXT, 'location', 'Postal code', '邮政编码', { nullable: true }),
  is_eu: field(
    'boolean',
    z.boolean().nullable(),
    'location',
    'Whether the country is a member of the European Union',
    '该国是否为欧盟成员国',
    { nullable: true },
  ),
  calling_code: field(
    'string',
    TEXT,
    'location',
    'International calling code, e.g. "+1" (several joined with ", ")',
    '国际电话区号，如 "+1"（多个时以 ", " 连接）',
    { nullable: true },
  ),
  country_flag: field('string', TEXT, 'location', 'The country’s flag emoji', '国旗 emoji', { nullable: true }),
  weather_station_code: field('null', NULL, 'none', 'Always null (no source yet)', '恒为 null（暂无数据源）', {
    nullable: true,
  }),
  weather_station_name: field('null', NULL, 'none', 'Always null (no source yet)', '恒为 null（暂无数据源）', {
    nullable: true,
  }),
  elevation: field('null', NULL, 'none', 'Always null (no source yet)', '恒为 null（暂无数据源）', { nullable: true }),
  asn: field(
    'object',
    AsnSchema.nullable(),
    'asn',
    'The network announcing the address: number, name, domain, usage type, ISP, organization; null when none does',
    '宣告该地址的网络：编号、名称、域名、用途类型、ISP、组织；无人宣告时为 null',
    { nullable: true },
  ),
  time_zone: field(
    'object',
    z.object({ name: z.string(), offset: z.string(), current_time: z.string() }).nullable(),
    'time_zone',
    'IANA time zone, its UTC offset and the local time now',
    'IANA 时区、与 UTC 的偏移和当地当前时间',
    { nullable: true },
  ),
  currency: field(
    'object',
    z.object({ code: z.string(), name: z.string(), symbol: z.string() }).nullable(),
    'currency',
    'The country’s currency: ISO 4217 code, name and symbol',
    '该国货币：ISO 4217 代码、名称和符号',
    { nullable: true },
  ),
  is_proxy: field(
    'boolean',
    z.boolean().nullable(),
    'privacy',
    'True for a VPN, Tor exit, open proxy or relay (never for a data centre alone); false only when the lists of all ' +
      'four kinds are loaded and none holds the address; otherwise null (unknown)',
    'VPN、Tor 出口、开放代理或中继时为 true（仅为数据中心时不算）；四类名单都已加载且均不含该地址时为 false，否则为 null（未知）',
    { nullable: true },
  ),
  proxy_data: field(
    'object',
    z.object({
      is_vpn: z.boolean().nullable(),
      is_tor: z.boolean().nullable(),
      is_data_center: z.boolean(),
      is_proxy: z.boolean().nullable(),
      is_relay: z.boolean().nullable(),
      is_hosting: z.boolean(),
    }),
    'privacy',
    'Each privacy flag on its own; is_vpn, is_tor, is_proxy and is_relay are null (unknown) when no list of their ' +
      'kind is loaded',
    '各项隐私标记；未加载对应名单时 is_vpn、is_tor、is_proxy、is_relay 为 null（未知）',
  ),
  address_type: field(
    'enum',
    z.enum(ADDRESS_TYPES),
    'classification',
    'public, or the special-purpose range the address belongs to',
    'public（公网），或该地址所属的特殊用途地址段',
  ),
  embedded_ipv4: field(
    'address',
    z.string().optional(),
    'address',
    'NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses only: the embedded IPv4 address whose data this is; ' +
      'start_ip/end_ip are its range written in the same prefix',
    '仅 NAT64（64:ff9b::/96）和 6to4（2002::/16）地址返回：数据实际所属的内嵌 IPv4 地址；start_ip/end_ip 是该地址段以同一前缀写出的形式',
    { optional: true },
  ),
} as const;

/** A field name of the IP answer. */
export type IpFieldName = keyof typeof IP_FIELDS;

/** The fields with their names, in answer order. */
export const IP_FIELD_LIST: readonly IpField[] = Object.entries(IP_FIELDS).map(([name, f]) => ({ name, ...f }));

type Shape = { [K in IpFieldName]: (typeof IP_FIELDS)[K]['schema'] };

/**
 * The zod schema of the IP answer (`data` of `/ip/v1/lookup`), each field described by its English description: the
 * API's route schemas use it, so the OpenAPI document and the SDK's types follow the list.
 */
export const ipDataSchema = z.object(
  Object.fromEntries(IP_FIELD_LIST.map((f) => [f.name, f.schema.describe(f.description.en)])) as Shape,
);

/** The IP answer's type, as the schema gives it. */
export type IpAnswer = z.infer<typeof ipDataSchema>;

/** The description of field `name` in `lang` (English for a language other than zh-CN); undefined for no such field. */
export function ipFieldDescription(name: string, lang: string): string | undefined {
  const f = (IP_FIELDS as Record<string, IpFieldDef | undefined>)[name];
  if (!f) return undefined;
  return lang === 'zh-CN' ? f.description['zh-CN'] : f.description.en;
}
