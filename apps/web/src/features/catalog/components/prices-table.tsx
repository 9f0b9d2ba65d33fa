import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { SERVICES_LOAD_ERROR, useServices, type Service } from '@/api/services';
import { PriceCell } from './price-cell';

/** Seed §2 "Prices table": filter by name; name, description, editable price. */
export function PricesTable() {
  const { data, isPending, isError, refetch, isFetching } = useServices();
  const columns = useMemo<DataTableColumn<Service>[]>(
    () => [
      { id: 'nombre', header: 'Nombre', cell: (s) => s.nombre, sortValue: (s) => s.nombre },
      { id: 'descripcion', header: 'Descripción', cell: (s) => s.descripcion },
      {
        id: 'precio',
        header: 'Precio',
        // keyed by the saved price, so a save elsewhere resets the input
        cell: (s) => <PriceCell key={s.precio} service={s} />,
        sortValue: (s) => Number(s.precio),
        width: 300,
      },
    ],
    [],
  );
  if (isPending) return <TableSkeleton label="Cargando servicios" />;
  if (isError)
    return (
      <LoadError
        message={SERVICES_LOAD_ERROR}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <DataTable
      label="Precios de servicios"
      rows={data}
      columns={columns}
      rowKey={(s) => s.id_servicio}
      filter={{ label: 'Filtrar por nombre', text: (s) => s.nombre }}
      initialSort={{ id: 'nombre', direction: 'asc' }}
    />
  );
}
