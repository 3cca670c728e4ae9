/**
 * The wallet module's public surface: the only file of it that other modules, plugins/ and seed/ import (see README.md
 * beside it).
 */
// <re-exports>
export { invoicesOnRefund } from './services/invoices.ts';
export { postLedger, spendSplit } from './services/ledger.ts';
export { refundWithoutReason } from './services/refunds.ts';
export { assertVerified, REAL_NAME_REQUIRED_MSG, walletOwnerId } from './services/wallet.ts';
// </re-exports>
