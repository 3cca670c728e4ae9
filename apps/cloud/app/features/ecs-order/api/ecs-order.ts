/**
 * ECS ordering calls of the cloud site (docs/api.md, tags `catalog`, `instances`, `ssh-keys`) over the browser SDK
 * client. The zone catalog and quotes are public; SSH keys and the order need the session. Quotes
 * (/v1/inquiry_create_instance_price) and images are quiet calls (no automatic toast); the order is a normal call.
 */
import { queryData, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';
import type { QuoteParams } from '../configurator';

/** OS images of a zone. */
export type ZoneImage = DataOf<'/v1/get_region_zone_images'>[number];
/** Instance families and types of a zone (monthly list prices in yuan). */
export type ZoneFamily = DataOf<'/v1/get_region_zone_instance_config'>[number];
/** The server's price for a configuration (yuan strings) with its lines. */
export type EcsQuote = DataOf<'/v1/inquiry_create_instance_price'>;
/** An SSH key of the account. */
export type SshKey = DataOf<'/v1/ssh_secret_key_list_source'>[number];
/** A paid ECS order with the new (pending) instances. */
export type EcsOrder = DataOf<'/instance_center/inquiry_create_instance_order'>;
/** The order form: the configuration plus region, name, log-in, auto-renew, price seen and idempotency key. */
export type EcsOrderParams = QuoteParams & {
  region_id: number;
  name: string;
  login_type: 'key' | 'password';
  ssh_key_id?: number | undefined;
  password?: string | undefined;
  auto_renew: boolean;
  price: string;
  client_token: string;
};

/** react-query key roots of this feature. */
export const ECS_KEYS = {
  images: (zoneId: number) => ['ecs', 'images', zoneId] as const,
  families: (zoneId: number) => ['ecs', 'families', zoneId] as const,
  quote: (params: QuoteParams | null) => ['ecs', 'quote', params] as const,
  sshKeys: ['ecs', 'ssh-keys'] as const,
};

/** Images offered in `zoneId`; throws on failure so react-query retries and reports it. */
export async function fetchZoneImages(api: ApiClient, zoneId: number): Promise<ZoneImage[]> {
  return queryData(api, '/v1/get_region_zone_images', { zone_id: zoneId });
}

/** Families and types offered in `zoneId`. */
export async function fetchZoneFamilies(api: ApiClient, zoneId: number): Promise<ZoneFamily[]> {
  return queryData(api, '/v1/get_region_zone_instance_config', { zone_id: zoneId });
}

/** The server's quote for `params` (no price is sent). A refusal rejects with the API's message (e.g. a disk size). */
export async function fetchQuote(api: ApiClient, params: QuoteParams): Promise<EcsQuote> {
  return queryData(api, '/v1/inquiry_create_instance_price', { ...params });
}

/** The account's SSH keys, newest first; rejects with an `ApiError`. */
export function fetchSshKeys(api: ApiClient): Promise<SshKey[]> {
  return queryData(api, '/v1/ssh_secret_key_list_source');
}

/**
 * Places and pays the order once the customer confirmed it on the review (`agree`: the service agreement ticked; the
 * server refuses without it); resolves with the envelope (see `lib/purchase.ts` for reading it).
 */
export function createEcsOrder(api: ApiClient, params: EcsOrderParams & { agree: true }): Promise<Envelope<EcsOrder>> {
  return api.call('/instance_center/inquiry_create_instance_order', { ...params });
}

/** Adds an OpenSSH public key to the account (a normal call: a refusal is toasted by the client). */
export function addSshKey(api: ApiClient, name: string, publicKey: string): Promise<Envelope<SshKey>> {
  return api.call('/v1/ssh_secret_key_add', { name, public_key: publicKey });
}

/** Deletes an SSH key of the account (instances created with it keep it); resolves with the envelope. */
export function deleteSshKey(api: ApiClient, id: number): Promise<Envelope<null>> {
  return api.call('/v1/ssh_secret_key_del', { id });
}
