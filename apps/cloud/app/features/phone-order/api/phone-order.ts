/**
 * Cloud-phone calls of the cloud site (docs/api.md, tag `phone`): the live price (GET
 * /phone_order/get_pdc_pkg_price), the order (POST /phone_order/add_pdc_order, paid from the wallet), the
 * account's phones (/phone_overview/user_phone_list), and what follows a purchase as for ECS instances: renewal
 * (quote with /phone_order/inquiry_renew_pdc_price, pay with /phone_order/renew_pdc and the price seen),
 * /phone/release and /phone/auto_renew, and converting a trial phone to a paid one (quote with
 * /phone_order/inquiry_convert_trial_price, pay with /phone_order/convert_trial and the amount shown). The server checks
 * ownership, state and the server-2-{b} keys on every call.
 */
import { queryData, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';
import type { Renewal, RenewDuration } from '../../../components/renew-dialog';
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
/** One cloud phone as the list shows it. */
export type Phone = PhonePage['list'][number];
/** A phone's status (pending, running, failed, expired, released). */
export type PhoneStatus = Phone['status'];
/** A paid phone renewal with the phone as it is now. */
export type PhoneRenewOrder = DataOf<'/phone_order/renew_pdc'>;
/** The price of converting a trial phone, with the trial's end and the expiry once converted (unix seconds). */
export type TrialConversionQuote = DataOf<'/phone_order/inquiry_convert_trial_price'>;
/** A paid conversion with the phone as it is now (no longer a trial). */
export type TrialConversionOrder = DataOf<'/phone_order/convert_trial'>;

type QuoteParams = NonNullable<ReturnType<typeof phoneQuoteParams>>;
type OrderParams = NonNullable<ReturnType<typeof phoneOrderParams>>;

/** react-query keys of this feature. */
export const PHONE_KEYS = {
  quote: (p: QuoteParams | null) => ['phones', 'quote', p] as const,
  list: (page: number) => ['phones', 'list', page] as const,
  renewQuote: (phoneId: string, months: number) => ['phones', 'renew-quote', phoneId, months] as const,
  convertQuote: (phoneId: string, months: number) => ['phones', 'convert-quote', phoneId, months] as const,
  durations: ['catalog', 'phone-durations'] as const,
  all: ['phones'] as const,
};

/** The server's price for `params`; rejects with the API's message. */
export async function fetchPhoneQuote(api: ApiClient, params: QuoteParams): Promise<PhoneQuote> {
  const res = await api.call('/phone_order/get_pdc_pkg_price', { ...params });
  if (res.code !== 200 || !res.data) throw new Error(res.msg || 'The price could not be loaded');
  return res.data;
}

/**
 * Places and pays the order once the customer confirmed it on the review (`agree`: the service agreement ticked; the
 * server refuses without it); resolves with the envelope (see `lib/purchase.ts`).
 */
export function createPhoneOrder(api: ApiClient, params: OrderParams & { agree: true }): Promise<Envelope<PhoneOrder>> {
  return api.call('/phone_order/add_pdc_order', { ...params });
}

/** One page of the account's phones, newest first. */
export function fetchPhones(api: ApiClient, page: number, pageSize: number): Promise<PhonePage> {
  return queryData(api, '/phone_overview/user_phone_list', { page, page_size: pageSize });
}

/** The cloud-phone durations (/phone/get_pdc_duration), offered for renewal; rejects with an `ApiError`. */
export function fetchPhoneDurations(api: ApiClient): Promise<RenewDuration[]> {
  return queryData(api, '/phone/get_pdc_duration');
}

/** The price (yuan) of renewing the phone for `months` at today's catalog price; rejects with the API's message. */
export async function fetchPhoneRenewQuote(api: ApiClient, phoneId: string, months: number): Promise<PhoneQuote> {
  const res = await api.call('/phone_order/inquiry_renew_pdc_price', { phone_id: phoneId, duration_months: months });
  if (res.code !== 200 || !res.data) throw new Error(res.msg);
  return res.data;
}

/** Pays the renewal from the wallet with the price seen (yuan) and an idempotency key; resolves with the envelope. */
export function renewPhone(
  api: ApiClient,
  phoneId: string,
  months: number,
  price: string,
  clientToken: string,
  agree: true,
): Promise<Envelope<PhoneRenewOrder>> {
  return api.call('/phone_order/renew_pdc', {
    phone_id: phoneId,
    duration_months: months,
    price,
    agree,
    client_token: clientToken,
  });
}

/** Releases the phone at once (nothing is refunded); the envelope carries it as released. */
export function releasePhone(api: ApiClient, phoneId: string): Promise<Envelope<Phone>> {
  return api.call('/phone/release', { phone_id: phoneId });
}

/** Turns the phone's auto-renewal on or off (renewed for a month from the wallet at expiry). */
export function setPhoneAutoRenew(api: ApiClient, phoneId: string, on: boolean): Promise<Envelope<Phone>> {
  return api.call('/phone/auto_renew', { phone_id: phoneId, auto_renew: on });
}

/** The renewal dialog's calls for `phone` (components/renew-dialog.tsx). */
export function phoneRenewal(api: ApiClient, phone: Phone): Renewal<PhoneRenewOrder> {
  const id = phone.phone_id;
  return {
    name: phone.name,
    expiresAt: phone.expires_at,
    durations: { queryKey: PHONE_KEYS.durations, queryFn: () => fetchPhoneDurations(api) },
    quote: (months) => ({
      queryKey: PHONE_KEYS.renewQuote(id, months),
      queryFn: () => fetchPhoneRenewQuote(api, id, months),
    }),
    pay: (months, price, clientToken, agree) => renewPhone(api, id, months, price, clientToken, agree),
    renewedUntil: (order) => order.phone.expires_at,
    invalidate: PHONE_KEYS.all,
  };
}

/** The price of converting trial phone `phoneId` for `months`; rejects with the API's message (e.g. the trial ended). */
export async function fetchTrialConversionQuote(
  api: ApiClient,
  phoneId: string,
  months: number,
): Promise<TrialConversionQuote> {
  const res = await api.call(
    '/phone_order/inquiry_convert_trial_price',
    { phone_id: phoneId, duration_months: months },
    { quiet: true },
  );
  if (res.code !== 200 || !res.data) throw new Error(res.msg);
  return res.data;
}

/**
 * Converts the trial phone to a paid one once the customer confirmed: the amount shown (yuan), the service agreement
 * ticked (`agree`, which the server requires), auto-renew as chosen and an idempotency key; resolves with the envelope
 * (see `lib/purchase.ts`).
 */
export function convertTrialPhone(
  api: ApiClient,
  p: { phoneId: string; months: number; price: string; autoRenew: boolean; clientToken: string; agree: true },
): Promise<Envelope<TrialConversionOrder>> {
  return api.call('/phone_order/convert_trial', {
    phone_id: p.phoneId,
    duration_months: p.months,
    price: p.price,
    auto_renew: p.autoRenew,
    agree: p.agree,
    client_token: p.clientToken,
  });
}
