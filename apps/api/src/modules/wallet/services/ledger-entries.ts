/**
 * A wallet's ledger entries as the cost center shows them (routes/balance_recharge/wallet.ts): one entry in the
 * API's shape (fen → yuan strings, memo in the reader's language, unix seconds), and the ledger as CSV.
 */
import { isApiReason, renderApiMessage } from '@lanyun/i18n/api-messages';
import type { MessageLang } from '../../../lib/lang.ts';
import { fenToYuan } from '../../../lib/money.ts';
import { beijingTime } from '../../../lib/time.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { renderStored } from '../../platform/index.ts';
import type { LedgerRow } from './wallet-history.ts';

/** One ledger entry as answered: amounts and balances in yuan, memo rendered in `lang`, `created_at` unix seconds. */
export function ledgerEntry(e: LedgerRow, lang: MessageLang) {
  return {
    id: e.id,
    kind: e.kind,
    amount: fenToYuan(e.balanceDeltaFen),
    give_amount: fenToYuan(e.giveDeltaFen),
    balance_after: fenToYuan(e.balanceAfterFen),
    give_balance_after: fenToYuan(e.giveAfterFen),
    ref_type: e.refType,
    ref_id: e.refId,
    memo: renderStored(lang, e.memoKey, e.memoParams, e.memo),
    created_at: toSeconds(e.createdAt),
  };
}

/** A ledger kind in a CSV cell: in words for a Chinese reader (`csv.kind.*`), the kind code otherwise. */
function csvKind(lang: MessageLang, kind: string): string {
  const key = `csv.kind.${kind}`;
  return lang === 'zh-CN' && isApiReason(key) ? renderApiMessage(lang, key) : kind;
}

/** RFC 4180 quoting of one cell. */
const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/**
 * The ledger as a CSV document (UTF-8 with a BOM, so spreadsheet programs read the Chinese): the header in `lang`,
 * then one line per entry. Chinese gives times in Beijing time and kinds in words, for the spreadsheet an
 * accountant opens; English keeps the machine form (ISO times in UTC, kind codes) that scripts read.
 */
export function ledgerCsv(rows: LedgerRow[], lang: MessageLang): string {
  const lines = [renderApiMessage(lang, 'csv.ledger_header')].concat(
    rows.map((e) => {
      const x = ledgerEntry(e, lang);
      return [
        lang === 'zh-CN' ? beijingTime(e.createdAt) : e.createdAt.toISOString(),
        csvKind(lang, x.kind),
        x.amount,
        x.give_amount,
        x.balance_after,
        x.give_balance_after,
        `${x.ref_type}:${x.ref_id}`,
        x.memo,
      ]
        .map(cell)
        .join(',');
    }),
  );
  return `\ufeff${lines.join('\n')}\n`;
}
