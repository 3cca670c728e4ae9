/**
 * The states of what a customer runs — ECS instances and cloud phones — and the moves between them, declared once
 * for the API (which enforces them: services/instances/instances.ts, lifecycle.ts, phone-lifecycle.ts; the answers'
 * `status` enums in schemas/ordering.ts) and the cloud site (which shows a badge per state and offers only the
 * actions a state allows: features/instances/instance-status.ts, features/phone-order/phone-status.ts).
 *
 * A transition names the states an action is allowed `from`, the transitional state the row takes at once (`via`,
 * for actions carried out by a background job) and the state it ends in (`done`). Display keys are the sites'
 * catalogue keys (apps/cloud `public.json` / `account.json`: `instances.status.*`, `phones.status.*`); the tone is
 * the badge's colour family. Source of the rules: product spec section 5 (instance center) and docs/decisions/0003-ordering.md.
 */

/** Badge colour family of a state: ok (green), busy (amber, changing by itself), off (grey), bad (red). */
export type StateTone = 'ok' | 'busy' | 'off' | 'bad';

/** How a site shows a state: catalogue key of its label, badge tone, and whether it changes by itself shortly. */
export interface StateView {
  readonly label: string;
  readonly tone: StateTone;
  /** True for states a background job moves on from shortly (the lists poll while one is shown). */
  readonly transitional: boolean;
}

/** An action's rule: allowed from these states, through `via` (at once) to `done` (when the job has run). */
export interface Transition<S extends string> {
  readonly from: readonly S[];
  readonly via: S;
  readonly done: S;
}

/** Every state an ECS instance can be in, in the order the API's OpenAPI enum lists them. */
export const INSTANCE_STATES = [
  'pending',
  'running',
  'starting',
  'stopping',
  'stopped',
  'rebooting',
  'releasing',
  'released',
  'failed',
  'expired',
] as const;

/** One ECS instance state. */
export type InstanceState = (typeof INSTANCE_STATES)[number];

/** How the cloud site shows each instance state (catalogue keys `instances.status.*`). */
export const INSTANCE_STATE_VIEW: { readonly [S in InstanceState]: StateView } = {
  pending: { label: 'instances.status.pending', tone: 'busy', transitional: true },
  running: { label: 'instances.status.running', tone: 'ok', transitional: false },
  starting: { label: 'instances.status.starting', tone: 'busy', transitional: true },
  stopping: { label: 'instances.status.stopping', tone: 'busy', transitional: true },
  stopped: { label: 'instances.status.stopped', tone: 'off', transitional: false },
  rebooting: { label: 'instances.status.rebooting', tone: 'busy', transitional: true },
  releasing: { label: 'instances.status.releasing', tone: 'busy', transitional: true },
  released: { label: 'instances.status.released', tone: 'off', transitional: false },
  failed: { label: 'instances.status.failed', tone: 'bad', transitional: false },
  expired: { label: 'instances.status.expired', tone: 'bad', transitional: false },
};

/** The power and release actions of an instance (each carried out by a job, `ecs.action`). */
export type InstanceAction = 'start' | 'stop' | 'reboot' | 'release';

/**
 * For each instance action: the states it is allowed from, the transitional state it moves to at once and the state
 * the job leaves it in. A failed instance has nothing on the backend, so the API releases it at once (no `via`).
 */
export const INSTANCE_TRANSITIONS: { readonly [A in InstanceAction]: Transition<InstanceState> } = {
  start: { from: ['stopped'], via: 'starting', done: 'running' },
  stop: { from: ['running'], via: 'stopping', done: 'stopped' },
  reboot: { from: ['running'], via: 'rebooting', done: 'running' },
  release: { from: ['running', 'stopped', 'expired', 'failed'], via: 'releasing', done: 'released' },
};

/**
 * States from which an instance can be renewed (paid for more months): it exists and is not being created,
 * released or failed. Renewal of an expired instance brings it back to running.
 */
export const INSTANCE_RENEWABLE: readonly InstanceState[] = [
  'running',
  'stopped',
  'starting',
  'stopping',
  'rebooting',
  'expired',
];

/** Every state a cloud phone can be in, in the order the API's OpenAPI enum lists them. */
export const PHONE_STATES = ['pending', 'running', 'failed', 'expired', 'released'] as const;

/** One cloud-phone state. */
export type PhoneState = (typeof PHONE_STATES)[number];

/** How the cloud site shows each phone state (catalogue keys `phones.status.*`). */
export const PHONE_STATE_VIEW: { readonly [S in PhoneState]: StateView } = {
  pending: { label: 'phones.status.pending', tone: 'busy', transitional: true },
  running: { label: 'phones.status.running', tone: 'ok', transitional: false },
  failed: { label: 'phones.status.failed', tone: 'bad', transitional: false },
  expired: { label: 'phones.status.expired', tone: 'bad', transitional: false },
  released: { label: 'phones.status.released', tone: 'off', transitional: false },
};

/** What a customer can do to a phone after buying it (each happens at once, without a job). */
export type PhoneAction = 'renew' | 'release' | 'convert';

/**
 * For each phone action: the states it is allowed from and the state it leaves the phone in (no transitional state:
 * `via` is `done`). Trial phones are never renewed (the API refuses; docs/decisions/0003-ordering.md); `convert` is
 * for trial phones only: paid for, the running trial phone becomes a bought one, until its trial expiry and not after
 * (an expired trial phone is not converted).
 */
export const PHONE_TRANSITIONS: { readonly [A in PhoneAction]: Transition<PhoneState> } = {
  renew: { from: ['running', 'expired'], via: 'running', done: 'running' },
  release: { from: ['running', 'expired'], via: 'released', done: 'released' },
  convert: { from: ['running'], via: 'running', done: 'running' },
};

/** Whether `status` allows `action` under `transitions` (false for a state or action not declared there). */
export function allows<S extends string, A extends string>(
  transitions: { readonly [K in A]: Transition<S> },
  action: A,
  status: string,
): boolean {
  return (transitions[action]?.from as readonly string[] | undefined)?.includes(status) ?? false;
}
