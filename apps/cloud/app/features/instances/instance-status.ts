/**
 * Instance states as the list shows them, and which actions each allows: the states, their badges and the
 * transitions are the API's own (@lanyun/contract/states: start from stopped; stop and reboot from running; release
 * from running, stopped, expired or failed; renew while the instance exists and is not being created, released or
 * failed). Buttons the state does not allow are hidden; the server refuses them anyway (409).
 */
import { INSTANCE_RENEWABLE, INSTANCE_STATE_VIEW, INSTANCE_TRANSITIONS, type StateView } from '@lanyun/contract/states';
import type { InstanceAction, InstanceStatus } from './api/instances';

/**
 * Text (catalogue key), badge tone and transitional flag of each status: the contract's table, the same one the API's
 * `status` enum (hence the SDK's type) is built from, so a state without a badge cannot exist.
 */
export const STATUS_VIEW: Readonly<Record<InstanceStatus, StateView>> = INSTANCE_STATE_VIEW;

/** True while the instance is between two states (the contract's transitional states). */
export function isTransitional(status: InstanceStatus): boolean {
  return INSTANCE_STATE_VIEW[status]?.transitional ?? false;
}

/** How often the list is reloaded while an instance is in a transitional state, ms. */
export const INSTANCE_POLL_MS = 2000;

/** The polling interval for a list: {@link INSTANCE_POLL_MS} while anything is transitional, otherwise off. */
export function pollInterval(list: ReadonlyArray<{ status: InstanceStatus }> | undefined): number | false {
  return list?.some((i) => isTransitional(i.status)) ? INSTANCE_POLL_MS : false;
}

/** States each action is offered from: the contract's transitions, plus the refund (running or stopped only). */
const ALLOWED: Record<InstanceAction | 'renew', ReadonlySet<InstanceStatus>> = {
  start: new Set(INSTANCE_TRANSITIONS.start.from),
  stop: new Set(INSTANCE_TRANSITIONS.stop.from),
  reboot: new Set(INSTANCE_TRANSITIONS.reboot.from),
  release: new Set(INSTANCE_TRANSITIONS.release.from),
  refund: new Set(['running', 'stopped']),
  renew: new Set(INSTANCE_RENEWABLE),
};

/**
 * Permission keys each action needs (docs/permissions.md): server-1-3 power actions, server-1-4 renew and release;
 * renewing also pays, which needs cost-2-2 as buying does.
 */
export const ACTION_KEYS: Record<InstanceAction | 'renew', readonly string[]> = {
  start: ['server-1-3'],
  stop: ['server-1-3'],
  reboot: ['server-1-3'],
  release: ['server-1-4'],
  refund: ['server-1-4', 'cost-2-2'],
  renew: ['server-1-4', 'cost-2-2'],
};

/** Permission key to see the list. */
export const LIST_KEY = 'server-1-1';

/** The actions to offer for an instance in `status` to someone holding the keys `can` accepts, in display order. */
export function availableActions(
  status: InstanceStatus,
  can: (key: string) => boolean,
): Array<InstanceAction | 'renew'> {
  return (['start', 'stop', 'reboot', 'renew', 'refund', 'release'] as const).filter(
    (a) => ALLOWED[a].has(status) && ACTION_KEYS[a].every(can),
  );
}

/** What the confirm dialog says for an action (catalogue keys of the button, title and body). */
export const ACTION_TEXT: Record<InstanceAction, { verb: string; title: string; body: string; danger: boolean }> = {
  start: {
    verb: 'instances.actions.start.verb',
    title: 'instances.actions.start.title',
    body: 'instances.actions.start.body',
    danger: false,
  },
  stop: {
    verb: 'instances.actions.stop.verb',
    title: 'instances.actions.stop.title',
    body: 'instances.actions.stop.body',
    danger: false,
  },
  reboot: {
    verb: 'instances.actions.reboot.verb',
    title: 'instances.actions.reboot.title',
    body: 'instances.actions.reboot.body',
    danger: false,
  },
  refund: {
    verb: 'instances.actions.refund.verb',
    title: 'instances.actions.refund.title',
    body: 'instances.actions.refund.body',
    danger: true,
  },
  release: {
    verb: 'instances.actions.release.verb',
    title: 'instances.actions.release.title',
    body: 'instances.actions.release.body',
    danger: true,
  },
};

/** Key to switch auto-renew (docs/permissions.md). */
export const AUTO_RENEW_KEY = 'server-1-4';

/** Auto-renew can be switched while the instance exists (not released, being released or failed). */
export function canToggleAutoRenew(status: InstanceStatus): boolean {
  return !['released', 'releasing', 'failed'].includes(status);
}
