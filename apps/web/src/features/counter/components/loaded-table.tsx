import { DataTable, type DataTableProps } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';

interface Loaded<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list read from the server as a table: loading, its error with Reintentar, empty, rows. */
export function LoadedTable<T>({
  query,
  loadError,
  loadingLabel,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & {
  query: Loaded<T>;
  /** said when it could not be read */
  loadError: string;
  /** the skeleton's accessible name */
  loadingLabel: string;
}) {
  if (query.isError)
    return (
      <LoadError
        message={loadError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <TableSkeleton label={loadingLabel} />;
  return <DataTable {...table} rows={query.data} />;
}
