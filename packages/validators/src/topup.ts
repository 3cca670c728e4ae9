/**
 * Top-up limits (spec §4/§5 "Recharge"), shared by the API (which enforces them) and the sites' recharge dialog
 * (which explains them). Amounts are integer fen inside, yuan at the API and in the dialog.
 */

/** The smallest top-up (online or bank transfer), in yuan. */
export const MIN_TOPUP_YUAN = 10;
/** The smallest top-up, in fen. */
export const MIN_TOPUP_FEN = MIN_TOPUP_YUAN * 100;
/** The largest online top-up, in fen (¥50,000); more goes by bank transfer. */
export const MAX_TOPUP_FEN = 5_000_000;
/**
 * The largest bank transfer one declaration may claim: ¥10,000,000 (in fen). Larger declarations are typing
 * mistakes or abuse (finance confirms each one by hand); a real transfer above it is declared in parts.
 */
export const MAX_BANK_TRANSFER_FEN = 10_000_000_00;
