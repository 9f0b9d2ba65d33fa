import { isReachablePhone } from './phone';
import { phoneKey } from './phone-key';
import { isRealDate } from './time';
import { normalizePrice } from './money';
import { emailError } from './validation/email';

/**
 * Moving in (contract §7.8): how a spreadsheet's CSV is read, the same on the server (the import)
 * and in the web (the preview, the templates). Headers in any case, with or without accents, under
 * the contract's names or the usual ones of other systems; dates, times and prices as people in
 * Argentina type them.
 */

export type ImportKind = 'clientes' | 'turnos';

/** The fields a line of each kind may carry, in the templates' order. */
export const IMPORT_FIELDS = {
  clientes: ['nombre', 'apellido', 'email', 'celular', 'nota'],
  turnos: ['fecha', 'hora', 'email', 'celular', 'profesional', 'sucursal', 'servicio', 'precio'],
} as const;
export type ImportField<K extends ImportKind = ImportKind> = (typeof IMPORT_FIELDS)[K][number];

/** Largest file an import takes (contract §7.8). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be imported at all, in Spanish (the server's 4xx, the screen's check). */
export const IMPORT_FILE_MESSAGES = {
  missing: 'Elegí un archivo CSV para importar.',
  tooLarge: 'El archivo supera los 5 MB: dividilo en partes más chicas e importalas una por una.',
  notText:
    'El archivo no es un CSV de texto. Desde Excel o Google Sheets, guardalo o descargalo como «CSV» y subí ese archivo.',
  spreadsheet:
    'Es un archivo de Excel o de otra planilla, no un CSV: abrilo y guardalo como «CSV (delimitado por comas)» o «CSV UTF-8», y subí ese archivo.',
  utf16:
    'El archivo está guardado como «texto Unicode» (UTF-16): guardalo como «CSV UTF-8» y subí ese archivo.',
  empty: 'El archivo está vacío.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

/** The UTF-8 byte order mark some spreadsheets write first. */
export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;
export const hasUtf8Bom = (bytes: Uint8Array) => startsWith(bytes, UTF8_BOM);

/**
 * Why these bytes (a whole file, or its start) are no CSV a spreadsheet saved, or null: an Excel
 * or OpenDocument file (zip, OLE2), UTF-16 text, or control characters no text file holds (tab,
 * CR and LF aside).
 */
export function unreadableFile(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    return IMPORT_FILE_MESSAGES.spreadsheet;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    return IMPORT_FILE_MESSAGES.utf16;
  for (const b of bytes) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f)
      return IMPORT_FILE_MESSAGES.notText;
  }
  return null;
}

/** Lower case, no accents, anything but letters and digits as one space: 'E-mail ' → 'e mail'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The header names each field is known by (folded), the contract's first. */
const ALIASES: Record<string, readonly string[]> = {
  nombre: ['nombre', 'nombre y apellido', 'nombre completo', 'cliente', 'name', 'first name'],
  apellido: ['apellido', 'apellidos', 'last name'],
  email: ['email', 'e mail', 'mail', 'correo', 'correo electronico', 'email cliente'],
  celular: ['celular', 'telefono', 'tel', 'movil', 'whatsapp', 'mobile', 'mobile number', 'phone'],
  nota: ['nota', 'notas', 'observaciones', 'observacion', 'comentarios', 'comentario', 'notes'],
  fecha: ['fecha', 'dia', 'date'],
  hora: ['hora', 'horario', 'hora inicio', 'hora de inicio', 'time', 'start time'],
  profesional: ['profesional', 'peluquero', 'peluquera', 'estilista', 'staff', 'empleado'],
  sucursal: ['sucursal', 'local', 'sede', 'branch', 'location'],
  servicio: ['servicio', 'service'],
  precio: ['precio', 'importe', 'monto', 'valor', 'price'],
};

/** One column of the file and the field it feeds (null: ignored). */
export interface ColumnMapping {
  columna: string;
  campo: string | null;
}

export interface MappedHeader<K extends ImportKind> {
  /** the column each field is read from */
  index: Partial<Record<ImportField<K>, number>>;
  mapping: ColumnMapping[];
  /** why the file cannot be imported with this header, in Spanish; null when it can */
  problem: string | null;
}

/**
 * Which column holds which field. A field named twice is read from its first column. Clients
 * need `nombre` and an `email` or a `celular`; appointments `fecha`, `hora`, `profesional`,
 * `sucursal`, `servicio` and the client's `email` or `celular`.
 */
export function mapColumns<K extends ImportKind>(
  kind: K,
  header: readonly string[],
): MappedHeader<K> {
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  const index: Partial<Record<string, number>> = {};
  const mapping = header.map((columna, i): ColumnMapping => {
    const folded = foldText(columna);
    const campo = fields.find((f) => ALIASES[f]?.includes(folded)) ?? null;
    if (campo === null || index[campo] !== undefined) return { columna, campo: null };
    index[campo] = i;
    return { columna, campo };
  });
  const required =
    kind === 'clientes' ? ['nombre'] : ['fecha', 'hora', 'profesional', 'sucursal', 'servicio'];
  const missing = required.filter((f) => index[f] === undefined);
  if (index.email === undefined && index.celular === undefined) missing.push('email o celular');
  const problem =
    missing.length === 0
      ? null
      : `Faltan columnas en la primera línea: ${missing.map((m) => `«${m}»`).join(', ')}. La primera línea del archivo tiene que ser el encabezado (descargá la plantilla para ver un ejemplo).`;
  return { index, mapping, problem };
}

/**
 * The separator of a file from its header line: `;` (what a spreadsheet in Spanish saves) or `,`,
 * whichever appears more often outside quotes; `,` when neither does.
 */
export function detectSeparator(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ';') semicolons += 1;
    else if (!quoted && c === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A cell as read: trimmed, and without the `'` our own exports put before a formula sign. */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? text.slice(1) : text;
}

const pad = (n: string) => n.padStart(2, '0');

/**
 * A date as spreadsheets in Argentina write it — `dd/mm/aaaa` (also with `-` or `.`, one-digit
 * day or month, a two-digit year meaning 20aa) or `aaaa-mm-dd` — as `yyyy-MM-dd`; null when it
 * is none of those or not a real day. Never month first.
 */
export function importDate(text: string): string | null {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(t);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  let date: string | null = null;
  if (dmy) {
    const [, d = '', m = '', y = ''] = dmy;
    date = `${y.length === 2 ? `20${y}` : y}-${pad(m)}-${pad(d)}`;
  } else if (ymd) {
    const [, y = '', m = '', d = ''] = ymd;
    date = `${y}-${pad(m)}-${pad(d)}`;
  }
  return date !== null && isRealDate(date) ? date : null;
}

/** A time `9:30`, `09:30`, `09.30`, `09:30:00` or `9:30 hs` as `HH:MM`; null otherwise. */
export function importTime(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?(?:\s*h(?:s|rs)?\.?)?$/i.exec(text.trim());
  if (!m) return null;
  const [, h = '', min = ''] = m;
  if (Number(h) > 23 || Number(min) > 59) return null;
  return `${pad(h)}:${min}`;
}

/**
 * A price as typed in Argentina — `8000`, `8.000`, `8.000,50`, `$ 8000,5` — or with a decimal
 * point (`8000.50`, `8,000.50`), as a wire amount ('8000.50'); null when it is not one. A dot
 * before groups of three digits is a thousands mark ('1.500' is 1500), as is a comma before
 * groups of three ('1,500').
 */
export function importPrice(text: string): string | null {
  const t = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s/g, '');
  const argentine = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(t);
  const found = argentine ?? /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!found) return null;
  const [, int = '', dec] = found;
  return normalizePrice(`${int.replace(/[.,]/g, '')}${dec === undefined ? '' : `.${dec}`}`);
}

/**
 * A phone in any spelling as stored (seed §5 normalisation, `phoneKey`): '' for an empty cell,
 * null when it is not a number WhatsApp can reach.
 */
export function importPhone(text: string): string | null {
  if (text.trim() === '') return '';
  const key = phoneKey(text);
  return isReachablePhone(key) ? key : null;
}

/** An e-mail as stored (lower case), '' for an empty cell, null when the e-mail rule refuses it. */
export function importEmail(text: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  return emailError(t) === null ? t.toLowerCase() : null;
}

/** The longest name an account takes (seed §5). */
export const IMPORT_NAME_MAX = 50;

/** A person's name: spaces collapsed. */
export const importName = (text: string) => text.trim().replace(/\s+/g, ' ');

/** What each kind's template holds: the header and two example lines. */
export const IMPORT_TEMPLATES: Record<
  ImportKind,
  { header: readonly string[]; rows: readonly (readonly string[])[] }
> = {
  clientes: {
    header: ['nombre', 'email', 'celular', 'nota'],
    rows: [
      ['Ana Pérez', 'ana.perez@example.com', '11 5555-1234', 'Prefiere turnos a la mañana'],
      ['Lucía Núñez', 'lucia.nunez@example.com', '0351 15 555-0000', ''],
    ],
  },
  turnos: {
    header: ['fecha', 'hora', 'email', 'celular', 'profesional', 'sucursal', 'servicio', 'precio'],
    rows: [
      ['15/12/2026', '10:30', 'ana.perez@example.com', '', 'Lucía', 'Centro', 'Corte', '8000'],
      ['16/12/2026', '17:00', '', '11 5555-1234', 'Lucía', 'Centro', 'Color', '12.500,50'],
    ],
  },
};
