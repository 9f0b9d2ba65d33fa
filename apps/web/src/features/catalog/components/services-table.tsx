import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import { formatARS, formatDuration } from '@/lib/format';
import { useDeleteService, SERVICES_LOAD_ERROR, useServices, type Service } from '@/api/services';
import { EditServiceDialog } from './edit-service-dialog';
import { OccupancyStrip } from './occupancy-strip';

export const SERVICE_DELETE_ERROR = 'Error al eliminar servicio';
export const SERVICE_DELETED = 'Servicio eliminado exitosamente';

export function ServicesTable() {
  const toast = useToast();
  const showError = useErrorToast();
  const { data, isPending, isError, refetch, isFetching } = useServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const columns = useMemo<DataTableColumn<Service>[]>(
    () => [
      { id: 'nombre', header: 'Nombre', cell: (s) => s.nombre, sortValue: (s) => s.nombre },
      { id: 'descripcion', header: 'Descripción', cell: (s) => s.descripcion },
      {
        id: 'modulos',
        header: 'Módulos',
        cell: (s) => s.duracion,
        sortValue: (s) => s.duracion,
        align: 'right',
      },
      {
        id: 'duracion',
        header: 'Duración',
        cell: (s) => formatDuration(s.duracion),
        sortValue: (s) => s.duracion,
      },
      {
        id: 'ocupacion',
        header: 'Ocupación',
        cell: (s) => <OccupancyStrip ocupacion={s.ocupacion} />,
      },
      {
        id: 'precio',
        header: 'Precio',
        cell: (s) => formatARS(s.precio),
        sortValue: (s) => Number(s.precio),
        align: 'right',
      },
      {
        id: 'acciones',
        header: 'Acciones',
        hideLabelOnPhone: true,
        cell: (s) => (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title="Editar">
              <IconButton aria-label={`Editar servicio ${s.nombre}`} onClick={() => setEditing(s)}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Eliminar">
              <IconButton
                aria-label={`Eliminar servicio ${s.nombre}`}
                onClick={() => setDeleting(s)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
        align: 'right',
      },
    ],
    [],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id_servicio);
      toast.success(SERVICE_DELETED);
    } catch (e) {
      showError(e, SERVICE_DELETE_ERROR);
    } finally {
      setDeleting(null);
    }
  }

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
    <>
      <DataTable
        label="Servicios"
        rows={data}
        columns={columns}
        rowKey={(s) => s.id_servicio}
        filter={{ label: 'Filtrar por nombre', text: (s) => s.nombre }}
        initialSort={{ id: 'nombre', direction: 'asc' }}
      />
      <EditServiceDialog service={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Eliminar servicio"
        confirmText="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {`Se eliminará el servicio ${deleting?.nombre ?? ''} y todos sus turnos. Esta operación no se puede deshacer. ¿Querés continuar?`}
      </ConfirmDialog>
    </>
  );
}
