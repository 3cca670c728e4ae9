import { describe, expect, it } from 'vitest';
import { availableActions, isTransitional, pollInterval, INSTANCE_POLL_MS } from './instance-status';

const all = () => true;

describe('polling', () => {
  it('polls while an instance is being created or changing state, and stops when all are settled', () => {
    expect(pollInterval([{ status: 'running' }, { status: 'pending' }])).toBe(INSTANCE_POLL_MS);
    expect(pollInterval([{ status: 'stopping' }])).toBe(INSTANCE_POLL_MS);
    expect(pollInterval([{ status: 'running' }, { status: 'stopped' }, { status: 'failed' }])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
  it('knows the transitional states', () => {
    expect(['pending', 'starting', 'stopping', 'rebooting', 'releasing'].every((s) => isTransitional(s as never))).toBe(
      true,
    );
    expect(isTransitional('running')).toBe(false);
  });
});

describe('actions', () => {
  it('offers what each state allows', () => {
    expect(availableActions('running', all)).toEqual(['stop', 'reboot', 'renew', 'refund', 'release']);
    expect(availableActions('stopped', all)).toEqual(['start', 'renew', 'refund', 'release']);
    expect(availableActions('pending', all)).toEqual([]);
    expect(availableActions('failed', all)).toEqual(['release']);
    expect(availableActions('expired', all)).toEqual(['renew', 'release']);
    expect(availableActions('stopping', all)).toEqual(['renew']);
  });
  it('hides actions whose server key the user lacks', () => {
    const only13 = (k: string) => k === 'server-1-3';
    expect(availableActions('running', only13)).toEqual(['stop', 'reboot']);
    const only14 = (k: string) => k === 'server-1-4';
    expect(availableActions('running', only14)).toEqual(['release']);
    const renewer = (k: string) => k === 'server-1-4' || k === 'cost-2-2';
    expect(availableActions('running', renewer)).toEqual(['renew', 'refund', 'release']);
    expect(availableActions('running', () => false)).toEqual([]);
  });
});
