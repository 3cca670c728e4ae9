/**
 * CSV exports of the console's lists, streamed so any number of rows (100,000 and more) is sent without holding them
 * in memory: {@link keysetRows} reads a query in batches (keyset paging, each batch an index scan), {@link csvStream}
 * writes the rows as CSV and {@link sendCsv} answers the request with it as a download.
 *
 * CSV (RFC 4180 through csv-stringify): UTF-8 with a byte-order mark (so spreadsheet programs read Chinese text), one
 * header line, CRLF line ends; cells starting with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'`
 * (`escape_formulas`), so a customer's text cannot run as a spreadsheet formula.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a keyset-paged query: `batch(after, limit)` answers up to `limit` rows following the row `after`
 * (undefined for the first batch) in the export's order; reading stops at the first short batch. Each row is turned
 * into its CSV cells by `cells`.
 */
export async function* keysetRows<R>(
  batch: (after: R | undefined, limit: number) => Promise<R[]>,
  cells: (row: R) => unknown[],
  limit = EXPORT_BATCH,
): AsyncGenerator<unknown[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await batch(after, limit);
    for (const r of rows) yield cells(r);
    if (rows.length < limit) return;
    after = rows[rows.length - 1];
  }
}

/** `rows` (cells in the order of `columns`) as a CSV stream (see the module comment); an error ends the stream. */
export function csvStream(columns: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  const source = Readable.from(rows);
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

/** Leading characters that would start a spreadsheet formula (csv-stringify's `escape_formulas`, full-width too). */
const FORMULA_START = '^[-=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20]';
/** Characters that make a cell quoted (delimiter, quote, line breaks). */
const NEEDS_QUOTES = '[",\r\n]';

/**
 * A CSV cell built by the database, byte for byte what {@link csvStream} writes for the same value: a text `expr`
 * (null: an empty cell) gets `'` before a formula's first character, then quotes when it holds a comma, a quote or
 * a line break (quotes doubled). `kind: 'number'` writes an integer's digits as they are.
 */
export function csvCell(expr: SQL, kind: 'text' | 'number' = 'text'): SQL<string> {
  if (kind === 'number') return sql<string>`coalesce((${expr})::text, '')`;
  const safe = sql`(case when (${expr}) ~ ${FORMULA_START} then '''' || (${expr}) else (${expr}) end)`;
  return sql<string>`coalesce(case when ${safe} ~ ${NEEDS_QUOTES} then '"' || replace(${safe}, '"', '""') || '"'
    else ${safe} end, '')`;
}

/** One CSV line (without its line end) of the cells, built by the database. */
export const csvLine = (cells: SQL[]): SQL<string> => sql<string>`concat_ws(',', ${sql.join(cells, sql`, `)})`;

/**
 * A CSV stream of lines the database wrote ({@link csvCell}, {@link csvLine}): the byte-order mark and the header of
 * `columns`, then each batch of `lines` as one chunk, CRLF after every line, as {@link csvStream} writes; Node only
 * joins texts (no per-cell work), so an export costs what its queries cost. An error ends the stream.
 */
export function sqlCsvStream(columns: readonly string[], lines: AsyncIterable<string[]>): Readable {
  async function* chunks() {
    yield `\uFEFF${columns.join(',')}\r\n`;
    for await (const batch of lines) if (batch.length) yield `${batch.join('\r\n')}\r\n`;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Answers with `csv` as the download `<name>-<YYYY-MM-DD>.csv` (UTC day), never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(csv);
}
