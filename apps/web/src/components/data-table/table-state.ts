/** Pure sort/filter/page logic of the data table, kept apart so it can be tested alone. */
export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

export interface SortState {
  id: string;
  direction: SortDirection;
}

/** Seed §9: tables show 8 rows per page. */
export const TABLE_PAGE_SIZE = 8;

/** Lowercase without accents, so 'jose' finds 'José'. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function filterRows<T>(rows: readonly T[], query: string, text: (row: T) => string): T[] {
  const q = normalizeText(query);
  if (!q) return [...rows];
  return rows.filter((r) => normalizeText(text(r)).includes(q));
}

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A stable sort: rows with equal values keep their order. Empty values always go last. */
export function sortRows<T>(
  rows: readonly T[],
  value: ((row: T) => SortValue) | undefined,
  direction: SortDirection,
): T[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const empty = (v: SortValue) => v === null || v === undefined || v === '';
      if (empty(x.v) !== empty(y.v)) return empty(x.v) ? 1 : -1;
      return compare(x.v, y.v) * sign || x.i - y.i;
    })
    .map((x) => x.row);
}

export function pageCount(total: number, size = TABLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageRows<T>(rows: readonly T[], page: number, size = TABLE_PAGE_SIZE): T[] {
  return rows.slice(page * size, page * size + size);
}
