/**
 * Bulk decisions of the review queues (real-name applications, trial applications): one operator action on many
 * rows. Each row is decided in its own transaction by the queue's single-row decision (which writes its own audit
 * entry with before and after), so one row already reviewed by a colleague does not undo the others.
 */
import { ApiError } from '../../../lib/envelope.ts';

/** The outcome of a bulk decision: ids decided, and ids refused with the single-row call's message. */
export interface BulkOutcome {
  done: number[];
  failed: { id: number; msg: string }[];
}

/**
 * Decide `ids` one after the other (in the given order, duplicates dropped) with `decideOne`.
 * @throws whatever `decideOne` throws that is not an ApiError (a database fault stops the batch)
 */
export async function decideEach(ids: number[], decideOne: (id: number) => Promise<unknown>): Promise<BulkOutcome> {
  const out: BulkOutcome = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await decideOne(id);
      out.done.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      out.failed.push({ id, msg: err.message });
    }
  }
  return out;
}
