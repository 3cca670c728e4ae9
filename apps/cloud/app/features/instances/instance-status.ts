/**
 * Instance states as the list shows them, and which actions each allows (the server's transitions: start from
 * stopped; stop and reboot from running; release from running, stopped, expired or failed; renew while the instance
 * exists and is not being created, released or failed). Buttons the state does not allow are hidden; the server
 * refuses them anyway (409).
 */
import type { InstanceAction, InstanceStatus } from './api/instances';

/** Text and badge tone of each status. */
export const STATUS_VIEW: Record<InstanceStatus, { label: string; tone: 'ok' | 'busy' | 'off' | 'bad' }> = {
  pending: { label: 'Creating', tone: 'busy' },
  running: { label: 'Running', tone: 'ok' },
  starting: { label: 'Starting', tone: 'busy' },
  stopping: { label: 'Stopping', tone: 'busy' },
  stopped: { label: 'Stopped', tone: 'off' },
  rebooting: { label: 'Rebooting', tone: 'busy' },
  releasing: { label: 'Releasing', tone: 'busy' },
  released: { label: 'Released', tone: 'off' },
  failed: { label: 'Creation failed', tone: 'bad' },
  expired: { label: 'Expired', tone: 'bad' },
};

/** States that change by themselves shortly (the list polls while one is shown). */
const TRANSITIONAL: ReadonlySet<InstanceStatus> = new Set(['pending', 'starting', 'stopping', 'rebooting', 'releasing']);

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
  renew: ['server-1-4', 'cost-2-2'],
};

/** Permission key to see the list. */
export const LIST_KEY = 'server-1-1';

/** The actions to offer for an instance in `status` to someone holding the keys `can` accepts, in display order. */
export function availableActions(status: InstanceStatus, can: (key: string) => boolean): Array<InstanceAction | 'renew'> {
  return (['start', 'stop', 'reboot', 'renew', 'release'] as const).filter((a) => ALLOWED[a].has(status) && ACTION_KEYS[a].every(can));
}

/** What the confirm dialog says for an action. */
export const ACTION_TEXT: Record<InstanceAction, { verb: string; title: string; body: string; danger: boolean }> = {
  start: { verb: 'Start', title: 'Start the instance?', body: 'The instance boots and becomes reachable in a minute.', danger: false },
  stop: { verb: 'Stop', title: 'Stop the instance?', body: 'Running programs end. A stopped instance is still billed until it expires.', danger: false },
  reboot: { verb: 'Reboot', title: 'Reboot the instance?', body: 'Running programs end and the instance restarts; unsaved data is lost.', danger: false },
  release: {
    verb: 'Release',
    title: 'Release the instance?',
    body: 'The instance and its disks are deleted for good and its public IP is given back. The unused time is not refunded.',
    danger: true,
  },
};

/** Key to switch auto-renew (docs/permissions.md). */
export const AUTO_RENEW_KEY = 'server-1-4';

/** Auto-renew can be switched while the instance exists (not released, being released or failed). */
export function canToggleAutoRenew(status: InstanceStatus): boolean {
  return !['released', 'releasing', 'failed'].includes(status);
}
