import { IMPORT_TEMPLATES, csvText, type ImportKind } from '@turnos/domain';
import { saveFile } from '@/lib/save-file';
import type { ImportAnswer } from '@/api/imports';

/** The CSV files the screen makes itself (contract §6.6's rules: BOM, `;`, CRLF, no formulas). */

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

/** A template with the header the import reads and two example lines. */
export function templateCsv(kind: ImportKind): string {
  const { header, rows } = IMPORT_TEMPLATES[kind];
  return csvText(header, rows);
}

export function downloadTemplate(kind: ImportKind) {
  saveFile(csvBlob(templateCsv(kind)), `plantilla-${kind}.csv`);
}

/**
 * The lines that were not imported, with their reasons. A reason quotes what the line said: a
 * cell that starts like a formula is kept as text (csvText), never run by the spreadsheet.
 */
export function errorsCsv(errores: ImportAnswer['errores']): string {
  return csvText(
    ['Línea', 'Motivo'],
    errores.map((e) => [String(e.linea), e.mensaje]),
  );
}

export function downloadErrors(kind: ImportKind, errores: ImportAnswer['errores']) {
  saveFile(csvBlob(errorsCsv(errores)), `errores-importacion-${kind}.csv`);
}
