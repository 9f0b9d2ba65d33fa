import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig } from 'drizzle-orm/pg-core';

/**
 * Many rows of a table in one statement, from one array parameter per column: how the hot
 * writers (a booking, ADR 0093; a charge at the counter, ADR 0097) put all their rows in one
 * round trip. Column names and types come from the Drizzle schema, never from a hand-written list.
 */

const casing = new CasingCache('snake_case');
/** A quoted SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A column's name in the database (the schema's snake_case casing), quoted. */
export const columnName = (column: Column) => ident(casing.getColumnCasing(column));

/** A table's name, quoted. */
export const tableName = (table: Table) => ident(getTableConfig(table).name);

/** A column's type as an array parameter's cast: serials are their integers. */
export function arrayType(column: Column): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  return `${type}[]`;
}

/** A value as an array element both drivers send alike: instants as ISO text. */
export const cell = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/**
 * `insert into <table> (<columns>) select * from unnest($k::type[], …)`: one array parameter per
 * column, in `keys`' order starting at `$first`, names and types as the schema declares them.
 * `next` is the first parameter number after them.
 */
export function unnestInsert<T extends Table>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
  first: number,
) {
  const columns = getTableColumns(table);
  const cols = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key} in ${getTableConfig(table).name}`);
    return column;
  });
  // drizzle types a generic table's columns as Column<any>: the values are the schema's own
  /* eslint-disable @typescript-eslint/no-unsafe-argument */
  const names = cols.map((c) => columnName(c)).join(', ');
  const arrays = cols.map((c, i) => `$${first + i}::${arrayType(c)}`).join(', ');
  /* eslint-enable @typescript-eslint/no-unsafe-argument */
  return {
    text: `insert into ${tableName(table)} (${names}) select * from unnest(${arrays})`,
    next: first + cols.length,
  };
}
