/**
 * Cloud-phone states as the list shows them, and what each allows (the server's rules, services/instances/phone-lifecycle.ts):
 * renew and release from running or expired; auto-renew while the phone exists (not failed or released); trial
 * phones are never renewed or set to auto-renew. Buttons the state or the user's keys do not allow are hidden; the
 * server refuses them anyway (409, 403).
 */
import type { Phone, PhoneStatus } from './api/phone-order';

/** Status text (catalogue key, public.json `phones.status`) and badge classes. */
export const PHONE_STATUS: Record<PhoneStatus, { label: string; className: string }> = {
  pending: { label: 'phones.status.pending', className: 'bg-amber-50 text-amber-700' },
  running: { label: 'phones.status.running', className: 'bg-emerald-50 text-emerald-700' },
  failed: { label: 'phones.status.failed', className: 'bg-red-50 text-danger-strong' },
  expired: { label: 'phones.status.expired', className: 'bg-red-50 text-danger-strong' },
  released: { label: 'phones.status.released', className: 'bg-surface text-ink-muted' },
};

/** Permission key to see the list (docs/permissions.md). */
export const PHONE_LIST_KEY = 'server-2-1';
/** Key to renew, release and switch auto-renew (docs/permissions.md). */
export const PHONE_MANAGE_KEY = 'server-2-3';

/** What can be done to a phone from the list. */
export type PhoneAction = 'renew' | 'release';

/** Keys each action needs: renewing also pays, which needs cost-2-2 as buying does. */
export const PHONE_ACTION_KEYS: Record<PhoneAction, readonly string[]> = {
  renew: [PHONE_MANAGE_KEY, 'cost-2-2'],
  release: [PHONE_MANAGE_KEY],
};

const ALLOWED: Record<PhoneAction, ReadonlySet<PhoneStatus>> = {
  renew: new Set(['running', 'expired']),
  release: new Set(['running', 'expired']),
};

/** The actions to offer for `phone` to someone holding the keys `can` accepts, in display order. */
export function availablePhoneActions(
  phone: Pick<Phone, 'status' | 'trial'>,
  can: (key: string) => boolean,
): PhoneAction[] {
  return (['renew', 'release'] as const).filter(
    (a) => ALLOWED[a].has(phone.status) && !(a === 'renew' && phone.trial) && PHONE_ACTION_KEYS[a].every(can),
  );
}

/** Auto-renew can be switched for a bought (not trial) phone that is not failed or released. */
export function canTogglePhoneAutoRenew(phone: Pick<Phone, 'status' | 'trial'>): boolean {
  return !phone.trial && phone.status !== 'failed' && phone.status !== 'released';
}

/** How often the list is reloaded while a phone is being created, ms (otherwise not polled). */
export function phonePollInterval(list: ReadonlyArray<Pick<Phone, 'status'>> | undefined): number | false {
  return list?.some((p) => p.status === 'pending') ? 2000 : false;
}
