/**
 * Copies of an account's reads, kept in one API process for a short time (the session of a token, an account's first
 * page of instances): what a page's burst of calls, or a server render followed by the browser's own fetch, would
 * otherwise read from the database several times within a second. Each copy belongs to a group (the account whose
 * data it is), and what a copy may never outlive is:
 * - a change to its group here: the writer calls {@link ProcessCopies.changed} after its write, which drops the
 *   group's copies at once and tells the listeners (the shared-state plugin broadcasts it; the other processes call
 *   {@link ProcessCopies.forget}; after a reconnect of the broadcast they drop every copy);
 * - a write that has not committed yet: for the copy's time limit after a change, the group's reads go to the database
 *   and are not kept, so a read made while the writing transaction was still open (and saw the old rows) cannot be
 *   kept past it; nor is a read kept that was under way when the change was announced;
 * - its time limit (the caller's, per read: 0 keeps nothing) and the `until` its read gives (a session's expiry).
 * A failed read, or one that found nothing, is never kept.
 */

interface Entry<T> {
  db: object;
  group: number;
  value: T;
  /** ms epoch after which the copy is not answered. */
  until: number;
}

/** Bound on copies held: past it, expired ones are swept and, if still over, the oldest dropped. */
const MAX_ENTRIES = 50_000;

/** What a read gives back: the value, the group it belongs to, and optionally a time it must not be kept past. */
export interface CopyRead<T> {
  value: T;
  group: number;
  until?: Date;
}

export interface ProcessCopies<T> {
  /**
   * The copy of `key` on `db` when one is younger than `ttlMs`, else `read()` (kept as described in the module).
   * `db` tells apart the databases of several apps in one process (the test harness).
   */
  get(db: object, key: string, ttlMs: number, read: () => Promise<CopyRead<T> | null>): Promise<T | null>;
  /** A write to `group` here: drop its copies and tell the listeners (the other processes). */
  changed(group: number): void;
  /** Drop `group`'s copies and keep it uncached for a while (a change here or in another process). */
  forget(group: number): void;
  /** Drop every copy (a broadcast reconnect: changes may have been missed). */
  forgetAll(): void;
  /** Called with the group on every {@link changed}. */
  readonly listeners: Set<(group: number) => void>;
}

/** A new set of copies (one per kind of read, kept at module level by its service). */
export function processCopies<T>(): ProcessCopies<T> {
  const entries = new Map<string, Entry<T>>();
  /** group → the keys of its copies, so a change drops them without walking every copy (the ledger writes often). */
  const keysOf = new Map<number, Set<string>>();
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    const keys = keysOf.get(e.group);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(e.group);
  };
  /** group → when it last changed (ms epoch); groups of every database in the process (over-dropping is harmless). */
  const changedAt = new Map<number, number>();
  const listeners = new Set<(group: number) => void>();

  const sweep = (now: number) => {
    for (const [key, e] of entries) if (e.until <= now) remove(key);
    for (const [group, at] of changedAt) if (now - at > 60_000) changedAt.delete(group);
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES * 0.9) break;
      remove(key);
    }
  };
  const forget = (group: number) => {
    const now = Date.now();
    changedAt.set(group, now);
    if (changedAt.size > MAX_ENTRIES) sweep(now);
    for (const key of keysOf.get(group) ?? []) remove(key);
  };

  return {
    listeners,
    forget,
    changed(group) {
      forget(group);
      for (const fn of listeners) fn(group);
    },
    forgetAll() {
      const now = Date.now();
      for (const e of entries.values()) changedAt.set(e.group, now);
      entries.clear();
      keysOf.clear();
    },
    async get(db, key, ttlMs, read) {
      const started = Date.now();
      if (ttlMs > 0) {
        const hit = entries.get(key);
        if (hit && hit.db === db && hit.until > started) return hit.value;
      }
      const row = await read();
      if (!row || ttlMs <= 0) return row?.value ?? null;
      const now = Date.now();
      const changed = changedAt.get(row.group);
      // Changed within the limit, or while this read was under way: answer it, keep nothing.
      if (changed !== undefined && (now - changed < ttlMs || changed >= started)) return row.value;
      if (entries.size >= MAX_ENTRIES) sweep(now);
      remove(key);
      let keys = keysOf.get(row.group);
      if (!keys) {
        keys = new Set();
        keysOf.set(row.group, keys);
      }
      keys.add(key);
      entries.set(key, {
        db,
        group: row.group,
        value: row.value,
        until: Math.min(started + ttlMs, row.until?.getTime() ?? Number.POSITIVE_INFINITY),
      });
      return row.value;
    },
  };
}
