import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountChanged, accountChangeListeners, cachedSession, forgetAllAccounts } from './session-cache.ts';

const db = {};
const later = new Date(Date.now() + 3_600_000);
/** A session read that counts its calls and answers `value` for account `userId`. */
function reader(userId: number, value: string, expiresAt = later) {
  const read = vi.fn(async () => ({ value, userId, sessionId: 1, expiresAt }));
  return read;
}

afterEach(() => {
  forgetAllAccounts();
  vi.useRealTimers();
});

describe('session copies', () => {
  it('answers a second request within the limit from the copy, and reads again after it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const read = reader(101, 'v1');
    expect(await cachedSession(db, 'h101', 1_000, read)).toBe('v1');
    expect(await cachedSession(db, 'h101', 1_000, read)).toBe('v1');
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_001_001);
    await cachedSession(db, 'h101', 1_000, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never outlives the session’s own expiry, and keeps nothing with the limit at 0 or for an unknown token', async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const soon = reader(102, 'v', new Date(2_000_100));
    await cachedSession(db, 'h102', 1_000, soon);
    vi.setSystemTime(2_000_150);
    await cachedSession(db, 'h102', 1_000, soon);
    expect(soon).toHaveBeenCalledTimes(2);
    const off = reader(103, 'v');
    await cachedSession(db, 'h103', 0, off);
    await cachedSession(db, 'h103', 0, off);
    expect(off).toHaveBeenCalledTimes(2);
    const unknown = vi.fn(async () => null);
    expect(await cachedSession(db, 'nope', 1_000, unknown)).toBeNull();
    expect(await cachedSession(db, 'nope', 1_000, unknown)).toBeNull();
    expect(unknown).toHaveBeenCalledTimes(2);
  });

  it('drops an account’s copies when it changes, tells the listeners, and keeps none for the limit after', async () => {
    vi.useFakeTimers({ now: 3_000_000 });
    const told: number[] = [];
    const listener = (id: number) => told.push(id);
    accountChangeListeners.add(listener);
    try {
      let balance = 'old';
      const read = vi.fn(async () => ({ value: balance, userId: 104, sessionId: 1, expiresAt: later }));
      expect(await cachedSession(db, 'h104', 1_000, read)).toBe('old');
      balance = 'new';
      accountChanged(104);
      expect(told).toEqual([104]);
      expect(await cachedSession(db, 'h104', 1_000, read)).toBe('new');
      // Within the limit after the change, every request reads: a transaction that wrote the row may still be open.
      await cachedSession(db, 'h104', 1_000, read);
      expect(read).toHaveBeenCalledTimes(3);
      vi.setSystemTime(3_001_001);
      await cachedSession(db, 'h104', 1_000, read);
      await cachedSession(db, 'h104', 1_000, read);
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      accountChangeListeners.delete(listener);
    }
  });

  it('does not keep a read that was under way when the account changed', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = vi.fn(async () => {
      await gate;
      return { value: 'seen before the write committed', userId: 105, sessionId: 1, expiresAt: later };
    });
    const pending = cachedSession(db, 'h105', 60_000, slow);
    accountChanged(105);
    release();
    expect(await pending).toBe('seen before the write committed');
    const fresh = vi.fn(async () => ({ value: 'after', userId: 105, sessionId: 1, expiresAt: later }));
    expect(await cachedSession(db, 'h105', 60_000, fresh)).toBe('after');
  });

  it('keeps each database’s sessions apart', async () => {
    const other = {};
    await cachedSession(db, 'h106', 1_000, reader(106, 'here'));
    expect(await cachedSession(other, 'h106', 1_000, reader(106, 'there'))).toBe('there');
  });
});
