/**
 * The `/ip/v1/lookup` and `/ip/v1/bulk` serializers must write exactly the UTF-8 of what JSON.stringify writes for
 * every kind of answer: full records (on the real database), missing geo or ASN, special-purpose addresses, repeated
 * shared objects, and objects that are not frozen.
 */
import { defaultDatabaseFile, ensureDatabase, type IpDatabase } from '@lanyun/ipdb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/lib/envelope.ts';
import { applyGrant, resolveBulk } from '../src/modules/ipintel/services/ip-bulk.ts';
import { AnswerBuffers, bulkEnvelopeJson, lookupEnvelopeJson } from '../src/modules/ipintel/services/ip-json.ts';

let db: IpDatabase;
beforeAll(async () => {
  db = await ensureDatabase({ outFile: defaultDatabaseFile() });
});

/** Deterministic PRNG (LCG) so failures reproduce. */
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => ((s = (s * 1103515245 + 12345) % 2147483648), Math.floor((s / 2147483648) * n));
}

describe('lookupEnvelopeJson', () => {
  it('equals JSON.stringify of the envelope for random and special addresses', () => {
    const rnd = rng(17);
    const ips = [
      '8.8.8.8',
      '1.1.1.1',
      '45.0.1.9',
      '10.0.0.1',
      '127.0.0.1',
      '::1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
      'fe80::1',
    ];
    for (let i = 0; i < 3000; i++)
      ips.push(
        `${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`,
        `2001:${rnd(65536).toString(16)}::${rnd(65536).toString(16)}`,
      );
    let checked = 0;
    for (const ip of [...ips, ...ips.slice(0, 500)]) {
      const d = db.lookup(ip, new Date('2026-05-01T08:00:00Z'));
      if (d === null) continue;
      expect(lookupEnvelopeJson(d).toString('utf8'), ip).toBe(JSON.stringify(ok(d)));
      checked++;
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('does not keep the JSON of objects that may still change', () => {
    const d = db.lookup('8.8.8.8')!;
    const asn = { asn: 1, asn_name: 'A', domain: null, usage_type: null, isp: 'A', organization: 'A' };
    const first = lookupEnvelopeJson({ ...d, asn }).toString('utf8');
    asn.asn_name = 'B "quoted"';
    expect(lookupEnvelopeJson({ ...d, asn }).toString('utf8')).toBe(JSON.stringify(ok({ ...d, asn })));
    expect(first).not.toBe(lookupEnvelopeJson({ ...d, asn }).toString('utf8'));
  });
});

describe('bulkEnvelopeJson', () => {
  it('writes the UTF-8 bytes of JSON.stringify of the bulk envelope, errors and quota cuts included', () => {
    const rnd = rng(5);
    const inputs = ['8.8.8.8', ' 8.8.8.8', '', 'nonsense', '10.0.0.1', '2001:db8::1', '64:ff9b::8.8.8.8', '"quoted"\\'];
    for (let i = 0; i < 1200; i++)
      inputs.push(`${rnd(256)}.${rnd(256)}.${rnd(256)}.${rnd(256)}`, `2001:${rnd(65536)}::1`);
    const { results, distinct } = resolveBulk(db, inputs, 'zh-CN');
    for (const granted of [distinct.length, 3]) {
      const answered = applyGrant(results, distinct, granted, 'zh-CN');
      const bytes = bulkEnvelopeJson(answered, granted);
      expect(bytes.toString('utf8')).toBe(JSON.stringify(ok({ results: answered, charged: granted })));
    }
    expect(bulkEnvelopeJson([], 0).toString()).toBe(JSON.stringify(ok({ results: [], charged: 0 })));
  });

  it('writes each answer into a kept buffer only once the previous answer in it was given back', () => {
    const buffers = new AnswerBuffers(1);
    const answer = (ips: string[]) => {
      const { results, distinct } = resolveBulk(db, ips, 'en');
      return {
        bytes: bulkEnvelopeJson(results, distinct.length, buffers),
        json: JSON.stringify(ok({ results, charged: distinct.length })),
      };
    };
    const first = answer(['8.8.8.8', '1.1.1.1']);
    // Not given back yet (its response still being written): the next answer gets a buffer of its own.
    const second = answer(['2001:db8::1']);
    expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
    expect(first.bytes.toString('utf8')).toBe(first.json);
    buffers.give(first.bytes);
    buffers.give(second.bytes); // beyond `max`: left to the garbage collector
    expect(buffers.kept).toBe(1);
    const third = answer(['45.0.1.9', '']); // no larger than the kept buffer
    expect(third.bytes.buffer).toBe(first.bytes.buffer);
    expect(third.bytes.toString('utf8')).toBe(third.json);
    expect(buffers.kept).toBe(0);
  });
});
