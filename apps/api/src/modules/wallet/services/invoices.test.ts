import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { decideInvoice } from './invoices.ts';

const PDF = Buffer.from('%PDF-1.4 test invoice');

/** A database whose transaction fails with `err` (e.g. the request was decided meanwhile). */
const failingDb = (err: Error) => ({ transaction: () => Promise.reject(err) }) as unknown as DbOrTx;

describe('decideInvoice when the decision does not commit', () => {
  it('answers the decision’s own refusal even when removing the stored PDF fails too, and logs the removal', async () => {
    const stored = new Map<string, Buffer>();
    const storage = {
      put: async (key: string, data: Buffer) => void stored.set(key, data),
      delete: () => Promise.reject(new Error('object store unreachable')),
    };
    const log = { error: vi.fn() };
    const refusal = new ApiError(CODE.BAD_REQUEST, 'invoice.decided');
    const decision = decideInvoice(
      { db: failingDb(refusal), storage, log },
      1,
      { id: 7, decision: 'issue', file: PDF },
      async () => {},
    );
    await expect(decision).rejects.toBe(refusal);
    const [key] = [...stored.keys()];
    expect(key).toMatch(/^invoices\/7-\d+\.pdf$/);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ fileKey: key, invoiceId: 7 });
    expect((log.error.mock.calls[0]![0] as { err: Error }).err.message).toBe('object store unreachable');
  });

  it('removes the stored PDF and logs nothing when the removal works', async () => {
    const stored = new Map<string, Buffer>();
    const storage = {
      put: async (key: string, data: Buffer) => void stored.set(key, data),
      delete: async (key: string) => void stored.delete(key),
    };
    const log = { error: vi.fn() };
    const dbError = new Error('connection reset');
    await expect(
      decideInvoice(
        { db: failingDb(dbError), storage, log },
        1,
        { id: 8, decision: 'issue', file: PDF },
        async () => {},
      ),
    ).rejects.toBe(dbError);
    expect(stored.size).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });
});
