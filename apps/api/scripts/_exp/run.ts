import { defaultDatabaseFile, openDatabase } from '@lanyun/ipdb';
import { resolveBulk } from '../../src/services/ipintel/ip-bulk.ts';
const variant = process.env.V ?? 'j0';
const { bulkEnvelopeJson } = await import(`./${variant}.ts`);
const db = await openDatabase(defaultDatabaseFile());
let seed = 42; const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed; };
const rnd = () => { const r = rand(); return `${1 + (r % 222)}.${(r >>> 8) & 255}.${(rand() >>> 8) & 255}.${(rand() >>> 16) & 255}`; };
const sets = Array.from({ length: 50 }, () => Array.from({ length: 1000 }, rnd));
const resolved = sets.map((s) => resolveBulk(db, s, 'zh-CN').results);
let tj = 0, n = 0; let len = 0;
for (let r = 0; r < 30; r++) for (const res of resolved) {
  const b = performance.now();
  const buf = bulkEnvelopeJson(res, res.length);
  const c = performance.now();
  len = buf.length;
  if (r > 5) { tj += c - b; n++; }
}
console.log(variant, 'json ms/bulk', (tj / n).toFixed(3), 'bytes', len);
