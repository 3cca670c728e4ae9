/**
 * Cloud-phone states as the list shows them, and what each allows (the server's rules, @lanyun/contract/states):
 * renew and release from running or expired; auto-renew while the phone exists (not failed or released); trial
 * phones are never renewed or set to auto-renew, but a running one can be converted to a paid one until its trial
 * ends. Buttons the state or the user's keys do not allow are hidden; the server refuses them anyway (409, 403).
 */
import { PHONE_STATE_VIEW, PHONE_STATES, PHONE_TRANSITIONS, type StateTone } from '@lanyun/contract/states';
import type { Phone, PhoneStatus } from './api/phone-order';

/** Badge classes of each tone of the contract's state table. */
const TONE_CLASS: Record<StateTone, string> = {
  busy: 'bg-amber-50 text-amber-700',
  ok: 'bg-emerald-50 text-emerald-700',
  bad: 'bg-red-50 text-danger-strong',
  off: 'bg-surface text-ink-muted',
};

/**
 * Status text (catalogue key, public.json `phones.status`) and badge classes, from the contract's phone states (the
 * same table the API's `status` enum, hence the SDK's type, is built from).
 */
export const PHONE_STATUS = Object.fromEntries(
  PHONE_STATES.map((s) => [s, { label: PHONE_STATE_VIEW[s].label, className: TONE_CLASS[PHONE_STATE_VIEW[s].tone] }]),
) as Record<PhoneStatus, { label: string; className: string }>;

/** Permission key to see the list (docs/permissions.md). */
export const PHONE_LIST_KEY = 'server-2-1';
/** Key to renew, release and switch auto-renew (docs/permissions.md). */
export const PHONE_MANAGE_KEY = 'server-2-3';

/** What can be done to a phone from the list. */
export type PhoneAction = keyof typeof PHONE_TRANSITIONS;

/** Keys each action needs: renewing also pays, which needs cost-2-2 as buying does. */
export const PHONE_ACTION_KEYS: Record<PhoneAction, readonly string[]> = {
  renew: [PHONE_MANAGE_KEY, 'cost-2-2'],
  convert: [PHONE_MANAGE_KEY, 'cost-2-2'],
  release: [PHONE_MANAGE_KEY],
};

/** States each action is offered from (the contract's phone transitions). */
const ALLOWED: Record<PhoneAction, ReadonlySet<PhoneStatus>> = {
  renew: new Set(PHONE_TRANSITIONS.renew.from),
  release: new Set(PHONE_TRANSITIONS.release.from),
  convert: new Set(PHONE_TRANSITIONS.convert.from),
};

/**
 * The actions to offer for `phone` to someone holding the keys `can` accepts, in display order: a trial phone is
 * offered the conversion (until its trial ends at `expires_at`, compared with `now`, ms) instead of the renewal.
 */
export function availablePhoneActions(
  phone: Pick<Phone, 'status' | 'trial'> & { expires_at?: number },
  can: (key: string) => boolean,
  now: number = Date.now(),
): PhoneAction[] {
  const offered = (a: PhoneAction) => {
    if (a === 'renew') return !phone.trial;
    if (a === 'convert') return phone.trial && (phone.expires_at === undefined || phone.expires_at * 1000 >= now);
    return true;
  };
  return (['convert', 'renew', 'release'] as const).filter(
    (a) => ALLOWED[a].has(phone.status) && offered(a) && PHONE_ACTION_KEYS[a].every(can),
  );
}

/** Auto-renew can be switched for a bought (not trial) phone that is not failed or released. */
export function canTogglePhoneAutoRenew(phone: Pick<Phone, 'status' | 'trial'>): boolean {
  return !phone.trial && phone.status !== 'failed' && phone.status !== 'released';
}

/** How often the list is reloaded while a phone is being created, ms (otherwise not polled). */
export function phonePollInterval(list: ReadonlyArray<Pick<Phone, 'status'>> | undefined): number | false {
  return list?.some((p) => PHONE_STATE_VIEW[p.status]?.transitional) ? 2000 : false;
}
