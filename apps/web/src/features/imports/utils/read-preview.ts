import {
  IMPORT_FILE_MESSAGES,
  IMPORT_MAX_BYTES,
  UTF8_BOM,
  cellText,
  detectSeparator,
  hasUtf8Bom,
  mapColumns,
  unreadableFile,
  type ImportKind,
  type MappedHeader,
} from '@turnos/domain';

/** How many lines of the file the preview shows as read. */
export const PREVIEW_ROWS = 5;
/** How much of the file the preview reads: the header and the first lines are in it. */
const PREVIEW_BYTES = 64 * 1024;

export interface FilePreview {
  encoding: 'UTF-8' | 'Windows-1252';
  separator: ';' | ',';
  header: string[];
  /** the first lines after the header, as the import reads them */
  rows: string[][];
  mapped: MappedHeader<ImportKind>;
}

export type PreviewResult = { preview: FilePreview } | { problem: string };

/** The start of a file as text: UTF-8 when it is (a BOM, or valid UTF-8), else Windows-1252. */
function decodeStart(bytes: Uint8Array): { text: string; encoding: FilePreview['encoding'] } {
  // `stream`: a character cut at the end of the slice is not an error
  if (hasUtf8Bom(bytes)) {
    const text = new TextDecoder('utf-8').decode(bytes.subarray(UTF8_BOM.length), { stream: true });
    return { text, encoding: 'UTF-8' };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return { text, encoding: 'UTF-8' };
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

/**
 * What the screen shows of a chosen file before anything is sent (contract §7.8): its first lines
 * as the import reads them — the same charset and separator rules (packages/domain), the same
 * maintained parser (csv-parse, loaded only here) — and which column feeds which field. A file
 * the import would refuse whole gets the server's reason instead.
 */
export async function readPreview(file: File, kind: ImportKind): Promise<PreviewResult> {
  if (file.size > IMPORT_MAX_BYTES) return { problem: IMPORT_FILE_MESSAGES.tooLarge };
  if (file.size === 0) return { problem: IMPORT_FILE_MESSAGES.empty };
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  const unreadable = unreadableFile(bytes);
  if (unreadable) return { problem: unreadable };
  const { text, encoding } = decodeStart(bytes);
  const headerLine = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '');
  if (headerLine === undefined) return { problem: IMPORT_FILE_MESSAGES.empty };
  const separator = detectSeparator(headerLine);
  const { parse } = await import('csv-parse/browser/esm/sync');
  // the slice may end inside a line: a line the parser cannot finish is left out
  const records = parse(text, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    to: PREVIEW_ROWS + 20,
  }) as string[][];
  const lines = records.map((r) => r.map(cellText)).filter((cells) => cells.some((c) => c !== ''));
  const [header = [], ...rest] = lines;
  return {
    preview: {
      encoding,
      separator,
      header,
      rows: rest.slice(0, PREVIEW_ROWS),
      mapped: mapColumns(kind, header),
    },
  };
}
