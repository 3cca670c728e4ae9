// Generated from openapi.json by scripts/generate.mjs. Do not edit.

/** API paths answered by GET (all others are POST with multipart/form-data). */
export const GET_PATHS: ReadonlySet<string> = new Set([
  "/balance_recharge/bill.pdf",
  "/balance_recharge/bills.csv",
  "/balance_recharge/ledger.csv",
  "/content/images/{name}",
  "/dev/outbox.json",
  "/downloads/files/{sha256}/{name}",
  "/ip/lookup",
  "/ip/v1/asn",
  "/ip/v1/asn/{asn}",
  "/ip/v1/download/{name}",
  "/ip/v1/geo",
  "/ip/v1/lookup",
  "/ip/v1/privacy",
  "/ip/v1/range",
  "/ip/v1/usage",
  "/ipintel/download/{version}/{name}",
  "/ops/audit/export",
  "/ops/bank_transfer/export",
  "/ops/contact_requests/export",
  "/ops/customers/export",
  "/ops/feedback/export",
  "/ops/invoice/export",
  "/ops/invoice/file/{id}",
  "/ops/real_name/export",
  "/ops/tickets/export",
  "/ops/trial/export",
  "/phone/get_pdc_duration",
  "/phone/get_pdc_pkg_id",
  "/phone/get_pdc_regions",
  "/phone_order/get_pdc_pkg_price",
  "/v1/audit_event_export",
  "/v1/get_recommend_list_new",
  "/v1/order_pay_status"
]);

/** POST paths that take only a JSON body (e.g. a list of ids), sent as application/json. */
export const JSON_PATHS: ReadonlySet<string> = new Set([
  "/ops/real_name/review_bulk",
  "/ops/trial/review_bulk"
]);
