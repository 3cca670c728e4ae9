import { describe, expect, it } from 'vitest';
import { allows } from './states';
import {
  DISK_ACTION_BACK,
  DISK_STATE_VIEW,
  DISK_STATES,
  DISK_TRANSITIONS,
  diskExpandDone,
  SNAPSHOT_STATE_VIEW,
  SNAPSHOT_STATES,
  SNAPSHOT_TRANSITIONS,
} from './storage-states';

const machines = [
  { name: 'disk', prefix: 'disks', states: DISK_STATES, view: DISK_STATE_VIEW, transitions: DISK_TRANSITIONS },
  {
    name: 'snapshot',
    prefix: 'snapshots',
    states: SNAPSHOT_STATES,
    view: SNAPSHOT_STATE_VIEW,
    transitions: SNAPSHOT_TRANSITIONS,
  },
] as const;

describe.each(machines)('$name states', ({ prefix, states, view, transitions }) => {
  it('gives every state a badge and no badge to a state that does not exist', () => {
    expect(Object.keys(view).sort()).toEqual([...states].sort());
    for (const s of states) expect(view[s as keyof typeof view].label).toBe(`${prefix}.status.${s}`);
  });

  it('moves only between declared states, through transitional ones', () => {
    for (const t of Object.values(transitions)) {
      for (const s of [...t.from, t.via, t.done]) expect(states).toContain(s);
      expect(view[t.via as keyof typeof view].transitional).toBe(true);
      expect(t.from).not.toContain(t.via);
    }
  });
});

describe('disk transitions', () => {
  it('attaches only an available disk and releases only a detached one', () => {
    expect(allows(DISK_TRANSITIONS, 'attach', 'available')).toBe(true);
    expect(allows(DISK_TRANSITIONS, 'attach', 'in_use')).toBe(false);
    expect(allows(DISK_TRANSITIONS, 'release', 'in_use')).toBe(false);
    expect(allows(DISK_TRANSITIONS, 'detach', 'in_use')).toBe(true);
  });

  it('ends an expansion where it began, and a refused action where it was', () => {
    expect(diskExpandDone(true)).toBe('in_use');
    expect(diskExpandDone(false)).toBe('available');
    for (const [action, back] of Object.entries(DISK_ACTION_BACK))
      expect(DISK_TRANSITIONS[action as keyof typeof DISK_TRANSITIONS].from).toContain(back);
  });
});
