/**
 * Cloud-phone calls of the cloud site (docs/api.md, tag `phone`): the live price (GET
 * /phone_order/get_pdc_pkg_price), the order (POST /phone_order/add_pdc_order, paid from the wallet) and the
 * account's phones (/phone_overview/user_phone_list).
 */
import type { ApiClient, DataOf, Envelope } from '@lanyun/api-sdk';
import type { phoneOrderParams, phoneQuoteParams } from '../phone-order';

/** A cloud-phone package with its monthly price (yuan). */
export type PhonePackage = DataOf<'/phone/get_pdc_pkg_id'>[number];
/** A recommended package with its badge ("Best value", …). */
export type RecommendedPackage = DataOf<'/v1/get_recommend_list_new'>[number];
/** A region offering cloud phones. */
export type PhoneRegion = DataOf<'/phone/get_pdc_regions'>[number];
/** A purchase duration with the percentage of the list price paid. */
export type PhoneDuration = DataOf<'/phone/get_pdc_duration'>[number];
/** The server's price of a purchase. */
export type PhoneQuote = DataOf<'/phone_order/get_pdc_pkg_price'>;
/** A paid phone order with the new (pending) phones. */
export type PhoneOrder = DataOf<'/phone_order/add_pdc_order'>;
/** One page of the account's phones. */
export type PhonePage = DataOf<'/phone_overview/user_phone_list'>;

type QuoteParams = NonNullable<ReturnType<typeof phoneQuoteParams>>;
type OrderParams = NonNullable<ReturnType<typeof phoneOrderParams>>;

/** react-query keys of this feature. */
export const PHONE_KEYS = {
  quote: (p: QuoteParams | null) => ['phones', 'quote', p] as const,
  list: (page: number) => ['phones', 'list', page] as const,
  all: ['phones'] as const,
};

/** The server's price for `params`; rejects with the API's message. */
export async function fetchPhoneQuote(api: ApiClient, params: QuoteParams): Promise<PhoneQuote> {
  const res = await api.call('/phone_order/get_pdc_pkg_price', { ...params });
  if (res.code !== 200 || !res.data) throw new Error(res.msg || 'The price could not be loaded');
  return res.data;
}

/** Places and pays the order; resolves with the envelope (see `lib/purchase.ts`). */
export function createPhoneOrder(api: ApiClient, params: OrderParams): Promise<Envelope<PhoneOrder>> {
  return api.call('/phone_order/add_pdc_order', { ...params });
}

/** One page of the account's phones, newest first. */
export async function fetchPhones(api: ApiClient, page: number, pageSize: number): Promise<PhonePage> {
  const res = await api.call('/phone_overview/user_phone_list', { page, page_size: pageSize });
  if (res.code !== 200 || !res.data) throw new Error(res.msg || 'The cloud phones could not be loaded');
  return res.data;
}
