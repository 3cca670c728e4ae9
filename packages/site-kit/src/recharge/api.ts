/**
 * Top-up calls shared by the sites (docs/api.md, tag `wallet`) over the browser SDK client. `api.call` never throws
 * and already shows a non-200 `msg` as a warning toast (spec §7, §8); 506 is handled by the client (log-in after 1 s).
 */
import { queryData, type ApiClient, type DataOf, type Envelope } from '@lanyun/api-sdk';
import type { BankTransferRequest, PayType } from '@lanyun/ui/recharge-dialog';

/** A created top-up order: `payUrl` is the QR content, `price` the amount in yuan ("100.00"). */
export type RechargeOrder = DataOf<'/balance_recharge/charge_order_add'>;
/** `/v1/order_pay_status` data: `pay_status` '1' pending, '2' paid, '3' expired, '4' failed. */
export type OrderPayStatus = DataOf<'/v1/order_pay_status'>;
/** The provider's bank account for public transfers. */
export type BankInfo = DataOf<'/balance_recharge/bank_info'>;

/** Creates a top-up order: `price` in yuan ("100", "10.50"), `pay_type` 1 WeChat Pay or 2 Alipay. */
export function createRechargeOrder(
  api: ApiClient,
  amount: number,
  payType: PayType,
): Promise<Envelope<RechargeOrder>> {
  return api.call('/balance_recharge/charge_order_add', { price: String(amount), pay_type: payType });
}

/** The payment status of `orderNum` (polled every 2 s while the QR dialog is open). */
export function fetchOrderPayStatus(api: ApiClient, orderNum: string): Promise<Envelope<OrderPayStatus>> {
  return api.call('/v1/order_pay_status', { order_num: orderNum });
}

/** The account to transfer to (with the remark the customer should write); rejects with an `ApiError`. */
export function fetchBankInfo(api: ApiClient): Promise<BankInfo> {
  return queryData(api, '/balance_recharge/bank_info');
}

/** Declares a bank transfer of `amount` yuan; finance credits it once the money arrives. */
export function declareBankTransfer(
  api: ApiClient,
  request: BankTransferRequest,
): Promise<Envelope<DataOf<'/balance_recharge/bank_transfer_add'>>> {
  return api.call('/balance_recharge/bank_transfer_add', {
    amount: String(request.amount),
    payer_name: request.payerName,
    reference: request.reference,
  });
}
