import type { ReactNode } from 'react';
import type { SortState, SortValue } from './table-state';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column on wide screens. */
  width?: number | string;
  /** On a phone the cell is shown without its header label (e.g. action buttons). */
  hideLabelOnPhone?: boolean;
}

export interface DataTableFilter<T> {
  /** The filter input's label, e.g. 'Filtrar por nombre'. */
  label: string;
  /** The text of a row the filter searches (accents and case ignored). */
  text: (row: T) => string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  filter?: DataTableFilter<T>;
  initialSort?: SortState;
  emptyText?: string;
  pageSize?: number;
  /** Force the phone layout (cards) or the table; by default chosen by the screen width. */
  layout?: 'table' | 'cards';
}
