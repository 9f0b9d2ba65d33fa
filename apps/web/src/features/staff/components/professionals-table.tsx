import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import {
  useDeleteProfessional,
  PROFESSIONALS_LOAD_ERROR,
  useProfessionals,
  type Professional,
} from '@/api/professionals';
import { FlagSwitch } from './flag-switch';
import { ProfessionalRowMenu } from './professional-row-menu';
import type { StaffDialogTarget, StaffRowDialogs } from './staff-dialog-target';

export const PRO_DELETED = 'Peluquero eliminado exitosamente';
export const PRO_DELETE_ERROR = 'Error al eliminar peluquero';

const subtitleOf = (p: Professional) => `${p.nombre} · ${p.nombre_sucursal}`;

/** PROFESIONALES: one row per professional and branch; `RowDialogs` renders the menu's dialogs. */
export function ProfessionalsTable({ RowDialogs }: { RowDialogs: StaffRowDialogs }) {
  const toast = useToast();
  const showError = useErrorToast();
  const { data, isPending, isError, refetch, isFetching } = useProfessionals();
  const remove = useDeleteProfessional();
  const [dialog, setDialog] = useState<StaffDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Professional | null>(null);

  const columns = useMemo<DataTableColumn<Professional>[]>(
    () => [
      { id: 'nombre', header: 'Nombre', cell: (p) => p.nombre, sortValue: (p) => p.nombre },
      {
        id: 'sucursal',
        header: 'Sucursal',
        cell: (p) => p.nombre_sucursal,
        sortValue: (p) => p.nombre_sucursal,
      },
      {
        id: 'activo',
        header: 'Activo',
        cell: (p) => <FlagSwitch row={p} flag="activo" />,
        sortValue: (p) => String(p.activo) === '1',
      },
      {
        id: 'admin',
        header: 'Admin',
        cell: (p) => <FlagSwitch row={p} flag="rol_admin" />,
        sortValue: (p) => p.rol_admin,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        align: 'right',
        cell: (p) => (
          <ProfessionalRowMenu
            name={subtitleOf(p)}
            onOpen={(kind) =>
              setDialog({
                kind,
                professionalBranchId: p.id_peluquero_sucursal,
                subtitle: subtitleOf(p),
              })
            }
            onDelete={() => setDeleting(p)}
          />
        ),
      },
    ],
    [],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id_peluquero_sucursal);
      toast.success(PRO_DELETED);
    } catch (e) {
      showError(e, PRO_DELETE_ERROR);
    } finally {
      setDeleting(null);
    }
  }

  if (isPending) return <TableSkeleton label="Cargando profesionales" />;
  if (isError)
    return (
      <LoadError
        message={PROFESSIONALS_LOAD_ERROR}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <>
      <DataTable
        label="Profesionales"
        rows={data}
        columns={columns}
        rowKey={(p) => p.id_peluquero_sucursal}
        filter={{ label: 'Filtrar por nombre del profesional', text: (p) => p.nombre }}
        initialSort={{ id: 'nombre', direction: 'asc' }}
      />
      <RowDialogs target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Eliminar profesional"
        confirmText="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {`Se eliminará a ${deleting ? subtitleOf(deleting) : ''} de esa sucursal, junto con sus turnos. Esta operación no se puede deshacer. ¿Querés continuar?`}
      </ConfirmDialog>
    </>
  );
}
