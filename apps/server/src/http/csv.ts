import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvCell } from '@turnos/domain';

/** Cells by §6.6's rules, shared with the web's own files (packages/domain/src/csv.ts). */
export { csvCell, csvMoney } from '@turnos/domain';

/** 'yyyy-mm-dd' → 'dd/mm/aaaa'. */
export const csvDate = (fecha: string) => {
  const [y = '', m = '', d = ''] = fecha.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * Sends a CSV download (contract §6.6): UTF-8 with a BOM, `;` between cells, CRLF between rows,
 * the Spanish header first, every cell formula-safe. The rows are streamed as the database pages
 * them: the file is never held in memory whole.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly string[]>,
) {
  const writer = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: header.map((h) => ({ key: h, header: csvCell(h) })),
  });
  const cells = async function* () {
    for await (const row of rows)
      yield Object.fromEntries(header.map((h, i) => [h, csvCell(row[i] ?? '')]));
  };
  const body = pipeline(Readable.from(cells()), writer, (err) => {
    if (err) reply.log.error({ err }, 'csv export failed');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Keyset pages of a query as one row stream: `page(after)` reads the next rows after the last
 * one seen (undefined first), until a short page.
 */
export async function* keysetPages<T>(
  page: (after: T | undefined) => Promise<T[]>,
  size: number,
): AsyncGenerator<T> {
  let after: T | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
