/**
 * Instance states as the list shows them, and which actions each allows (the server's transitions: start from
 * stopped; stop and reboot from running; release from running, stopped, expired or failed; renew while the instance
 * exists and is not being created, released or failed). Buttons the state does not allow are hidden; the server
 * refuses them anyway (409).
 */
import type { InstanceAction, InstanceStatus } from './api/instances';

/** Text (catalogue key) and badge tone of each status. */
export const STATUS_VIEW: Record<InstanceStatus, { label: string; tone: 'ok' | 'busy' | 'off' | 'bad' }> = {
  pending: { label: 'instances.status.pending', tone: 'busy' },
  running: { label: 'instances.status.running', tone: 'ok' },
  starting: { label: 'instances.status.starting', tone: 'busy' },
  stopping: { label: 'instances.status.stopping', tone: 'busy' },
  stopped: { label: 'instances.status.stopped', tone: 'off' },
  rebooting: { label: 'instances.status.rebooting', tone: 'busy' },
  releasing: { label: 'instances.status.releasing', tone: 'busy' },
  released: { label: 'instances.status.released', tone: 'off' },
  failed: { label: 'instances.status.failed', tone: 'bad' },
  expired: { label: 'instances.status.expired', tone: 'bad' },
};

/** States that change by themselves shortly (the list polls while one is shown). */
const TRANSITIONAL: ReadonlySet<InstanceStatus> = new Set([
  'pending',
  'starting',
  'stopping',
  'rebooting',
  'releasing',
]);

/** True while the instance is between two states. */
export function isTransitional(status: InstanceStatus): boolean {
  return TRANSITIONAL.has(status);
}

/** How often the list is reloaded while an instance is in a transitional state, ms. */
export const INSTANCE_POLL_MS = 2000;

/** The polling interval for a list: {@link INSTANCE_POLL_MS} while anything is transitional, otherwise off. */
export function pollInterval(list: ReadonlyArray<{ status: InstanceStatus }> | undefined): number | false {
  return list?.some((i) => isTransitional(i.status)) ? INSTANCE_POLL_MS : false;
}

const ALLOWED: Record<InstanceAction | 'renew', ReadonlySet<InstanceStatus>> = {
  start: new Set(['stopped']),
  stop: new Set(['running']),
  reboot: new Set(['running']),
  release: new Set(['running', 'stopped', 'expired', 'failed']),
  refund: new Set(['running', 'stopped']),
  renew: new Set(['running', 'stopped', 'starting', 'stopping', 'rebooting', 'expired']),
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
