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

/** Answers with `csv` as the download `<name>-<YYYY-MM-DD>.csv` (UTC day), never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(csv);
}
