export { DataTable, TABLE_EMPTY } from './data-table';
export { TABLE_PAGE_SIZE, filterRows, normalizeText, sortRows } from './table-state';
export type { DataTableColumn, DataTableFilter, DataTableProps } from './types';
