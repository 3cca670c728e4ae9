/**
 * The first page of an account's instance list without filters (what the console's instance page shows, renders on
 * the server and then fetches again in the browser, and polls while instances change state), kept in each API process
 * for at most `ACCOUNT_CACHE_MS` (lib/process-copies.ts has the rules; the group is the wallet owner's account id).
 * Every write to an instance's listed columns (orders, actions, the compute jobs, expiry and release, refunds, the
 * compute reconciler) calls {@link instancesChanged} with the owner's id; the shared-state plugin carries it to the
 * other processes ({@link forgetInstances}).
 */
import { keepAnswer } from '../../../speed/kept-answers.ts';
import { processCopies } from '../../../lib/process-copies.ts';

const lists = processCopies<unknown>();

/** Called with the owner's account id after this process changed one of its instances (published by shared-state). */
export const instancesChangeListeners = lists.listeners;

/** Drop the copies of `ownerId`'s lists (a change here or in another process). */
export const forgetInstances = (ownerId: number): void => lists.forget(ownerId);

/** Drop every list copy (a broadcast reconnect). */
export const forgetAllInstances = (): void => lists.forgetAll();

/** A write to one of `ownerId`'s instances here: drop its copies and tell the other processes. */
export const instancesChanged = (ownerId: number): void => lists.changed(ownerId);

/**
 * `read()`'s page, or its copy for `key` when younger than `ttlMs`. Pages are kept answers (speed/kept-answers.ts): the
 * serializer writes a copy's answer once.
 */
export async function cachedInstanceList<T extends object>(
  db: object,
  ownerId: number,
  key: string,
  ttlMs: number,
  read: () => Promise<T>,
): Promise<T> {
  const value = await lists.get(db, `${ownerId}:${key}`, ttlMs, async () => ({
    value: keepAnswer(await read()),
    group: ownerId,
  }));
  return value as T;
}
