/**
 * Real-name (identity) verification status text (spec §4 "Real-name status display").
 *
 * authentication_status: 0 none, 1 under review, 2 verified, 3 rejected/expired (shown as not verified).
 * authentication_type: 1 personal, 2 enterprise (0 = not chosen).
 */

/** The verification fields of a user profile. */
export interface RealNameFields {
  authentication_status?: number | null;
  authentication_type?: number | null;
}

/** Coarse state used for styling badges. */
export type RealNameState = 'unverified' | 'reviewing' | 'verified';

/** Maps the profile fields to a coarse state: status 2 verified, 1 reviewing, anything else unverified. */
export function realNameState(user: RealNameFields | null | undefined): RealNameState {
  const status = user?.authentication_status;
  if (status === 2) return 'verified';
  if (status === 1) return 'reviewing';
  return 'unverified';
}

/**
 * The status text shown in the user menu and on /user/auth (spec §4):
 * none/0/3 → "Not verified"; 1 → "Personal verification under review" when authentication_type is 1,
 * otherwise "Enterprise verification under review"; 2 → "Verified".
 */
export function realNameStatusText(user: RealNameFields | null | undefined): string {
  switch (realNameState(user)) {
    case 'verified':
      return 'Verified';
    case 'reviewing':
      return user?.authentication_type === 1
        ? 'Personal verification under review'
        : 'Enterprise verification under review';
    default:
      return 'Not verified';
  }
}

/** Message of the real-name reminder dialog (spec §5 Recharge). */
export const REAL_NAME_REQUIRED_MESSAGE = 'Please complete real-name verification first, and it must pass review.';

/** True when the account passed real-name verification (authentication_status 2), which recharge requires. */
export function isRealNameVerified(user: RealNameFields | null | undefined): boolean {
  return user?.authentication_status === 2;
}
