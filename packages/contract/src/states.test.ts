import { describe, expect, it } from 'vitest';
import {
  allows,
  INSTANCE_RENEWABLE,
  INSTANCE_STATE_VIEW,
  INSTANCE_STATES,
  INSTANCE_TRANSITIONS,
  PHONE_STATE_VIEW,
  PHONE_STATES,
  PHONE_TRANSITIONS,
} from './states';

const machines = [
  { name: 'instance', states: INSTANCE_STATES, view: INSTANCE_STATE_VIEW, transitions: INSTANCE_TRANSITIONS },
  { name: 'phone', states: PHONE_STATES, view: PHONE_STATE_VIEW, transitions: PHONE_TRANSITIONS },
] as const;

describe.each(machines)('$name states', ({ states, view, transitions }) => {
  it('gives every state a badge and no badge to a state that does not exist', () => {
    expect(Object.keys(view).sort()).toEqual([...states].sort());
    for (const s of states) expect(view[s as keyof typeof view].label).toMatch(/^(instances|phones)\.status\.[a-z]+$/);
  });

  it('moves only between declared states', () => {
    for (const t of Object.values(transitions)) {
      for (const s of [...t.from, t.via, t.done]) expect(states).toContain(s);
    }
  });

  it('marks as transitional exactly the states a job moves on from', () => {
    const vias = new Set(Object.values(transitions).map((t) => t.via as string));
    for (const s of states) {
      const v = view[s as keyof typeof view];
      if (vias.has(s) && !Object.values(transitions).some((t) => t.done === s)) expect(v.transitional).toBe(true);
      if (v.transitional) expect(v.tone).toBe('busy');
    }
  });
});

describe('instance transitions', () => {
  it('allows start only from stopped, and release from a failed instance', () => {
    expect(allows(INSTANCE_TRANSITIONS, 'start', 'stopped')).toBe(true);
    expect(allows(INSTANCE_TRANSITIONS, 'start', 'running')).toBe(false);
    expect(allows(INSTANCE_TRANSITIONS, 'release', 'failed')).toBe(true);
    expect(allows(INSTANCE_TRANSITIONS, 'reboot', 'unknown')).toBe(false);
  });

  it('never renews what is being created, released or failed', () => {
    for (const s of ['pending', 'releasing', 'released', 'failed'] as const)
      expect(INSTANCE_RENEWABLE).not.toContain(s);
  });
});

describe('phone transitions', () => {
  it('renews and releases running or expired phones only', () => {
    for (const s of PHONE_STATES) {
      const ok = s === 'running' || s === 'expired';
      expect(allows(PHONE_TRANSITIONS, 'renew', s)).toBe(ok);
      expect(allows(PHONE_TRANSITIONS, 'release', s)).toBe(ok);
    }
  });
});
