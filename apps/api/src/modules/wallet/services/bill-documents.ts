/**
 * The monthly bill as downloads (routes/balance_recharge/bills.ts): CSV (UTF-8 with BOM, one row per month and
 * product, amounts in yuan) and PDF (pdfkit, set in the CJK font BILL_PDF_FONT). When the font file is absent the
 * PDF is set in pdfkit's built-in Helvetica with English labels (Helvetica has no Chinese glyphs) — `pdfFontProblem`
 * names the missing file so the API can log it at start.
 */
import { existsSync } from 'node:fs';
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
  if (hasFont && opts.font.name) doc.font(opts.font.path, opts.font.name);
  else if (hasFont) doc.font(opts.font.path);
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
