/**
 * Real-name (identity) verification status text (spec §4 "Real-name status display").
 *
 * authentication_status: 0 none, 1 under review, 2 verified, 3 rejected/expired (shown as not verified).
 * authentication_type: 1 personal, 2 enterprise (0 = not chosen).
 */
import type { Translate } from '@lanyun/i18n';

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
 * otherwise "Enterprise verification under review"; 2 → "Verified" (English wording; `t` gives the page's language).
 */
export function realNameStatusText(user: RealNameFields | null | undefined, t: Translate): string {
  switch (realNameState(user)) {
    case 'verified':
      return t('ui:realName.verified');
    case 'reviewing':
      return user?.authentication_type === 1
        ? t('ui:realName.reviewingPersonal')
        : t('ui:realName.reviewingEnterprise');
    default:
      return t('ui:realName.unverified');
  }
}

/** Message of the real-name reminder dialog (spec §5 Recharge): "Please complete real-name verification first, …". */
export function realNameRequiredMessage(t: Translate): string {
  return t('ui:realName.required');
}

/** True when the account passed real-name verification (authentication_status 2), which recharge requires. */
export function isRealNameVerified(user: RealNameFields | null | undefined): boolean {
  return user?.authentication_status === 2;
}
