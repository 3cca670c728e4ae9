/**
 * The monthly bill as downloads (routes/balance_recharge/bills.ts): CSV (UTF-8 with BOM, one row per month and
 * product, amounts in yuan) and PDF (pdfkit, set in the CJK font BILL_PDF_FONT). When the font file is absent the
 * PDF is set in pdfkit's built-in Helvetica with English labels (Helvetica has no Chinese glyphs) — `pdfFontProblem`
 * names the missing file so the API can log it at start.
 *
 * Speed: a CJK collection (NotoSansCJK-Regular.ttc, 19 MB, CFF outlines) costs pdfkit most of a bill's time when each
 * document opens it anew — reading the file, decoding its CFF and GSUB tables, shaping each word and encoding the
 * glyph subset (87–112 ms of a 1-month bill at bench:scale, where the query is under 5 ms). `billFont` parses the face
 * once per process and hands each document a font whose subset encodings are kept by the glyphs they hold (the same
 * labels give the same subset) and whose shaped words are shared; see decision 0099 (docs/decisions/0099-state-counts-and-bill-font.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { fenToYuan } from '../../../lib/money.ts';
import type { BillProduct, MonthlyBill } from './bills.ts';
import { renderApiMessage } from '@lanyun/i18n/api-messages';
import type { MessageLang } from '../../../lib/lang.ts';

/** Where the PDF's font comes from: a file path and, for a .ttc collection, the face's PostScript name. */
export interface BillFont {
  path: string;
  name?: string;
}

/** A sentence naming the missing font file, or null when the file is there. */
export function pdfFontProblem(font: BillFont): string | null {
  return existsSync(font.path)
    ? null
    : `BILL_PDF_FONT ${font.path} does not exist: bill PDFs fall back to Helvetica with English labels`;
}

const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/**
 * The bills as CSV text: month, product, amount, cash, gift, entries (yuan), with a BOM for spreadsheet programs.
 * The header row is in `lang` (catalogue `csv.bills_header`); the cells are codes and numbers in every language.
 */
export function billsCsv(bills: MonthlyBill[], lang: MessageLang = 'en'): string {
  const lines = [renderApiMessage(lang, 'csv.bills_header')];
  for (const b of bills)
    for (const l of b.lines)
      lines.push(
        [
          b.month,
          // The product in words for a Chinese reader; its code otherwise (the form scripts read).
          lang === 'zh-CN' ? renderApiMessage(lang, `csv.product.${l.product}`) : l.product,
          fenToYuan(l.amountFen),
          fenToYuan(l.cashFen),
          fenToYuan(l.giftFen),
          l.entries,
        ]
          .map(cell)
          .join(','),
      );
  return `\ufeff${lines.join('\n')}\n`;
}

const LABELS = {
  zh: {
    title: '月度账单',
    account: '账号',
    month: '账期',
    product: '产品',
    amount: '金额（元）',
    cash: '现金（元）',
    gift: '赠送金（元）',
    total: '合计',
    empty: '本月没有消费。',
    note: '金额为当月消费减去退款，按北京时间自然月统计，来自账户流水。',
    products: { ecs: '云服务器 ECS', phone: '云手机', ipintel: 'IP 数据服务', other: '其他' },
  },
  en: {
    title: 'Monthly bill',
    account: 'Account',
    month: 'Month',
    product: 'Product',
    amount: 'Amount (yuan)',
    cash: 'Cash (yuan)',
    gift: 'Gift (yuan)',
    total: 'Total',
    empty: 'No spending this month.',
    note: 'Spending less refunds in the calendar month (China Standard Time), taken from the account ledger.',
    products: { ecs: 'Cloud server ECS', phone: 'Cloud phone', ipintel: 'IP data service', other: 'Other' },
  },
} satisfies Record<string, { products: Record<BillProduct, string> } & Record<string, unknown>>;

/** The subsets kept per face (each a few tens of KB): the least recently used is dropped past this many. */
const SUBSET_CACHE_MAX = 64;
/** Shaped words kept per face (pdfkit's per-font layout cache, shared by the documents): emptied past this many. */
const LAYOUT_CACHE_MAX = 4096;

/** The fontkit glyph subset as pdfkit's EmbeddedFont uses it: gids in order of first use, then encoded once. */
interface GlyphSubset {
  includeGlyph(id: number | { id: number }): number;
  encode(): Uint8Array;
}
/** The part of a parsed fontkit font the subset memo needs. */
interface ParsedFont {
  createSubset(): GlyphSubset & { cff?: unknown };
}
/** A face parsed once, and what each document needs to embed it without parsing again. */
interface LoadedFace {
  /** pdfkit's EmbeddedFont class (not exported by pdfkit: taken from a document that opened the face). */
  Embedded: new (
    doc: PDFKit.PDFDocument,
    font: unknown,
    id: string,
  ) => { layoutCache?: Record<string, unknown> };
  /** The parsed face, whose `createSubset` answers subsets with kept encodings. */
  font: ParsedFont;
  layoutCache: Record<string, unknown>;
}
const faces = new Map<string, LoadedFace>();

/**
 * A subset that maps glyphs as fontkit's does (glyph 0 first, then each new glyph the next id) and encodes through
 * the real subset only for a glyph list not encoded before (`kept`, least recently used first).
 */
function keptSubset(parsed: ParsedFont, kept: Map<string, Uint8Array>): GlyphSubset & { cff?: unknown } {
  const real = parsed.createSubset();
  const order: number[] = [0];
  const ids = new Map<number, number>([[0, 0]]);
  return {
    cff: real.cff,
    includeGlyph(glyph) {
      const id = typeof glyph === 'number' ? glyph : glyph.id;
      let gid = ids.get(id);
      if (gid === undefined) {
        gid = order.length;
        order.push(id);
        ids.set(id, gid);
        real.includeGlyph(id);
      }
      return gid;
    },
    encode() {
      const key = order.join(',');
      let bytes = kept.get(key);
      if (bytes) kept.delete(key);
      else bytes = real.encode();
      kept.set(key, bytes);
      if (kept.size > SUBSET_CACHE_MAX) kept.delete(kept.keys().next().value as string);
      return bytes;
    },
  };
}

/** The face of `font`, parsed on first use and kept for the process (null when pdfkit's internals differ). */
function loadFace(font: BillFont): LoadedFace | null {
  const key = `${font.path}\0${font.name ?? ''}`;
  const known = faces.get(key);
  if (known) return known;
  const probe = new PDFDocument({ autoFirstPage: false });
  const bytes = readFileSync(font.path);
  if (font.name) probe.font(bytes, font.name);
  else probe.font(bytes);
  const opened = (probe as unknown as { _font?: { constructor: LoadedFace['Embedded']; font?: ParsedFont } })._font;
  if (!opened?.font || typeof opened.font.createSubset !== 'function') return null;
  const parsed = opened.font;
  const kept = new Map<string, Uint8Array>();
  const face: LoadedFace = {
    Embedded: opened.constructor,
    font: Object.create(parsed, { createSubset: { value: () => keptSubset(parsed, kept) } }) as ParsedFont,
    layoutCache: Object.create(null) as Record<string, unknown>,
  };
  faces.set(key, face);
  return face;
}

/**
 * Set `doc` in the face of `font`, parsed once per process (see the module comment); falls back to pdfkit's own
 * opening of the file when the face cannot be kept.
 */
function useFont(doc: PDFKit.PDFDocument, font: BillFont): void {
  const face = loadFace(font);
  const internals = doc as unknown as { _fontFamilies?: Record<string, unknown>; _fontCount?: number };
  if (!face || !internals._fontFamilies || typeof internals._fontCount !== 'number') {
    if (font.name) doc.font(font.path, font.name);
    else doc.font(font.path);
    return;
  }
  if (Object.keys(face.layoutCache).length > LAYOUT_CACHE_MAX)
    face.layoutCache = Object.create(null) as Record<string, unknown>;
  const embedded = new face.Embedded(doc, face.font, `F${++internals._fontCount}`);
  embedded.layoutCache = face.layoutCache;
  const family = `bill-font:${font.path}:${font.name ?? ''}`;
  internals._fontFamilies[family] = embedded;
  doc.font(family);
}

/**
 * One month's bill as a PDF (A4). `lang` picks the labels; without the CJK font the labels are English.
 * @returns the PDF bytes
 */
export function billPdf(
  bill: MonthlyBill,
  opts: { account: string; lang: 'zh' | 'en'; font: BillFont },
): Promise<Buffer> {
  const hasFont = existsSync(opts.font.path);
  const L = hasFont ? LABELS[opts.lang] : LABELS.en;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${LABELS.en.title} ${bill.month}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (hasFont) useFont(doc, opts.font);
  else doc.font('Helvetica');
  // Safe text: Helvetica cannot draw CJK, so without the font an account name keeps only printable ASCII.
  const safe = (s: string) => (hasFont ? s : s.replace(/[^\x20-\x7e]/g, '?'));
  doc.fontSize(20).text(L.title);
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${L.month}: ${bill.month}`);
  doc.text(`${L.account}: ${safe(opts.account)}`);
  doc.moveDown();
  const cols = [56, 220, 330, 420];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.fontSize(bold ? 11 : 10);
    cells.forEach((c, i) => {
      doc.text(c, cols[i], y, { width: 100, lineBreak: false });
    });
    doc.x = 56;
    doc.y = y + 20;
  };
  row([L.product, L.amount, L.cash, L.gift], true);
  if (bill.lines.length === 0) row([L.empty, '', '', '']);
  for (const l of bill.lines)
    row([L.products[l.product], fenToYuan(l.amountFen), fenToYuan(l.cashFen), fenToYuan(l.giftFen)]);
  const sum = (k: 'cashFen' | 'giftFen') => bill.lines.reduce((a, l) => a + l[k], 0);
  row([L.total, fenToYuan(bill.totalFen), fenToYuan(sum('cashFen')), fenToYuan(sum('giftFen'))], true);
  doc.moveDown().fontSize(9).text(L.note, 56);
  doc.end();
  return done;
}
