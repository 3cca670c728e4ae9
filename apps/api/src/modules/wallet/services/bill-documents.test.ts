import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { billPdf } from './bill-documents.ts';
import type { MonthlyBill } from './bills.ts';

const config = loadConfig({});
const font = { path: config.BILL_PDF_FONT, name: config.BILL_PDF_FONT_NAME };
const bill: MonthlyBill = {
  month: '2026-11',
  totalFen: 123_400,
  lines: [
    { product: 'ecs', amountFen: 100_000, cashFen: 90_000, giftFen: 10_000, entries: 3 },
    { product: 'phone', amountFen: 23_400, cashFen: 23_400, giftFen: 0, entries: 1 },
  ],
};

/** The PDF's streams, inflated (pdfkit compresses each with Flate). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      out.push(pdf.subarray(start, end).toString('latin1'));
    }
    re.lastIndex = end;
  }
  return out;
}

describe('bill PDF font', () => {
  it.skipIf(!existsSync(font.path))(
    'embeds the glyphs each bill uses, the same bytes whether the face and its subset were kept or not',
    async () => {
      const first = streams(await billPdf(bill, { account: 'user1', lang: 'zh', font }));
      const again = streams(await billPdf(bill, { account: 'user1', lang: 'zh', font }));
      expect(again).toEqual(first);
      // An account in Chinese adds its characters to the subset and to the text map a reader copies from.
      const chinese = streams(await billPdf(bill, { account: '张三丰', lang: 'zh', font }));
      const toUnicode = (s: string[]) => s.find((x) => x.includes('beginbfrange')) ?? '';
      for (const cp of ['5f20', '4e09', '4e30']) {
        expect(toUnicode(chinese).toLowerCase()).toContain(cp);
        expect(toUnicode(first).toLowerCase()).not.toContain(cp);
      }
    },
  );
});
