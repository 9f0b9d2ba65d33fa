import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { CsvError, parse } from 'csv-parse';
import {
  IMPORT_FILE_MESSAGES,
  UTF8_BOM,
  cellText,
  detectSeparator,
  hasUtf8Bom,
  unreadableFile,
} from '@turnos/domain';
import { invalid } from '../../http/app-error';

/**
 * A spreadsheet's CSV as spreadsheets in Argentina save it (contract §7.8): UTF-8 with or without
 * a BOM, else Windows-1252 (Excel's "CSV (delimitado por comas)" on Windows); `;` or `,` from the
 * header line; quoted fields with separators and line breaks inside. Decoded by iconv-lite and
 * parsed by csv-parse as a stream: one line at a time reaches the caller, never the whole file
 * as objects.
 */

/** A line of the file: its number (the header is 1; a field's line breaks count) and its cells. */
export interface CsvLine {
  linea: number;
  cells: string[];
  /** the line has cells beyond the header's columns, with something in them */
  extra: boolean;
}

export interface OpenedCsv {
  header: string[];
  encoding: 'utf-8' | 'windows-1252';
  separator: ';' | ',';
  /** the lines after the header, empty ones left out */
  lines: AsyncIterable<CsvLine>;
}

/** No CSV line of a studio is longer than this: past it the file is not one. */
const MAX_RECORD = 64 * 1024;
const CHUNK = 64 * 1024;

/** How many line breaks a raw record holds (CRLF, CR or LF each one). */
const breaksIn = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

function readError(err: unknown, linea: number) {
  const at = `No pudimos leer el archivo desde la línea ${linea}`;
  const code = err instanceof CsvError ? err.code : undefined;
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return invalid(`${at}: hay comillas (") que abren un dato y no lo cierran.`);
  if (code === 'CSV_MAX_RECORD_SIZE')
    return invalid(`${at}: la línea es demasiado larga para ser de un CSV.`);
  return invalid(`${at}: no tiene el formato de un CSV.`);
}

/**
 * Opens a CSV: refuses what is not one (400 with the reason in Spanish), reads its header and
 * answers the rest as a stream of lines. A line the parser cannot read (a quote never closed)
 * stops the stream with a 400 naming its line.
 */
export async function openCsv(bytes: Buffer): Promise<OpenedCsv> {
  const problem = unreadableFile(bytes);
  if (problem) throw invalid(problem);
  const withBom = hasUtf8Bom(bytes);
  const encoding = withBom || isUtf8(bytes) ? 'utf-8' : 'windows-1252';
  const body = withBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  const start = iconv.decode(body.subarray(0, CHUNK), encoding);
  const headerLine = start.split(/\r\n|\r|\n/).find((l) => l.trim() !== '');
  if (headerLine === undefined) throw invalid(IMPORT_FILE_MESSAGES.empty);
  const separator = detectSeparator(headerLine);

  const chunks = function* () {
    for (let at = 0; at < body.length; at += CHUNK) yield body.subarray(at, at + CHUNK);
  };
  // a record the parser cannot read is skipped and remembered with how many came before it: a
  // stream that failed would drop the records it still held, and with them the line count
  let failure: { records: number; err: unknown } | undefined;
  const parser = parse({
    delimiter: separator,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD,
    skip_records_with_error: true,
    on_skip: (err) => {
      failure ??= { records: parser.info.records, err };
    },
  });
  Readable.from(chunks()).pipe(iconv.decodeStream(encoding)).pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{
    record: string[];
    raw: string;
  }>;
  let next = 1;
  let consumed = 0;
  /** the next line with something in it, or null at the end */
  const nextLine = async (): Promise<{ linea: number; cells: string[] } | null> => {
    for (;;) {
      if (failure && failure.records <= consumed) throw readError(failure.err, next);
      const read = await records.next();
      if (read.done) {
        if (failure) throw readError(failure.err, next);
        return null;
      }
      consumed += 1;
      const linea = next;
      next += breaksIn(read.value.raw);
      const cells = read.value.record.map(cellText);
      if (cells.some((c) => c !== '')) return { linea, cells };
    }
  };
  const first = await nextLine();
  if (!first) throw invalid(IMPORT_FILE_MESSAGES.empty);
  const header = first.cells;
  const lines = async function* (): AsyncGenerator<CsvLine> {
    try {
      for (let line = await nextLine(); line; line = await nextLine()) {
        const extra = line.cells.slice(header.length).some((c) => c !== '');
        yield { ...line, extra };
      }
    } finally {
      parser.destroy();
    }
  };
  return { header, encoding, separator, lines: lines() };
}

/** The lines of a stream in groups of `size` (the last one smaller). */
export async function* inBatches<T>(lines: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const line of lines) {
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
