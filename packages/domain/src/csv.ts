/**
 * CSV cells by contract §6.6's rules, for the server's exports and the files the web makes itself.
 *
 * What starts a formula in a spreadsheet (`=`, `+`, `-`, `@`, tab, CR): such a cell gets a leading
 * `'`. Also when blanks (spaces, LF, the ideographic space) come first, or the sign is its
 * full-width form (`＝＋－＠`): some spreadsheets trim or fold those on import (ADR 0073).
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/** A cell a spreadsheet shows as text, never runs as a formula. */
export const csvCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A wire amount ('1500.50') with a decimal comma ('1500,50'). */
export const csvMoney = (amount: string) => amount.replace('.', ',');

/** A quoted cell when it holds the separator, a quote or a line break. */
const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * A whole CSV text (§6.6): a BOM, the header, `;` between cells, CRLF after every row, every
 * cell formula-safe and quoted when it must be.
 */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((c) => quoted(csvCell(c))).join(';');
  return `\uFEFF${[header, ...rows].map((r) => `${line(r)}\r\n`).join('')}`;
}
