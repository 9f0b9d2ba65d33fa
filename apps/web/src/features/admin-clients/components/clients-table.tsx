import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import { whatsappLink } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import { type Cliente, useDeleteCliente, useClientes } from '@/api/clients';
import { clientesText } from '../utils/texts';
import { ClientActions, type ClientAction } from './client-actions';
import { EditClienteDialog } from './edit-cliente-dialog';
import { FlagSwitch } from './flag-switch';
import { PasswordDialog } from './password-dialog';

/** Every client, filtered by name, with their toggles and actions. */
export function ClientsTable() {
  const toast = useToast();
  const showError = useErrorToast();
  const clientes = useClientes();
  const remove = useDeleteCliente();
  const [open, setOpen] = useState<{ action: ClientAction; cliente: Cliente } | null>(null);

  const columns = useMemo<DataTableColumn<Cliente>[]>(
    () => [
      { id: 'nombre', header: 'Nombre', cell: (c) => c.nombre, sortValue: (c) => c.nombre },
      {
        id: 'celular',
        header: 'Celular',
        cell: (c) =>
          c.celular ? (
            <Link
              href={whatsappLink(c.celular)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp de ${c.nombre}: ${c.celular}`}
            >
              {c.celular}
            </Link>
          ) : (
            '—'
          ),
      },
      { id: 'email', header: 'Email', cell: (c) => c.user_email, sortValue: (c) => c.user_email },
      {
        id: 'validado',
        header: 'Validado',
        cell: (c) => <FlagSwitch cliente={c} flag="user_status" />,
        sortValue: (c) => c.user_status,
      },
      {
        id: 'bloqueado',
        header: 'Bloqueado',
        cell: (c) => <FlagSwitch cliente={c} flag="user_is_blocked" />,
        sortValue: (c) => c.user_is_blocked,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        align: 'right',
        hideLabelOnPhone: true,
        cell: (c) => (
          <ClientActions cliente={c} onAction={(action, cliente) => setOpen({ action, cliente })} />
        ),
      },
    ],
    [],
  );

  async function confirmDelete(c: Cliente) {
    try {
      await remove.mutateAsync(c.ID);
      toast.success(clientesText.deleted);
    } catch (e) {
      showError(e, clientesText.deleteError);
    } finally {
      setOpen(null);
    }
  }

  if (clientes.isPending) return <TableSkeleton label="Cargando clientes" />;
  if (clientes.isError)
    return (
      <LoadError
        message={clientesText.loadError}
        onRetry={() => void clientes.refetch()}
        retrying={clientes.isFetching}
      />
    );

  const current = open?.cliente;
  return (
    <>
      <DataTable
        label="Clientes"
        rows={clientes.data}
        columns={columns}
        rowKey={(c) => c.ID}
        filter={{ label: 'Filtrar por nombre', text: (c) => c.nombre }}
        initialSort={{ id: 'nombre', direction: 'asc' }}
      />
      {open?.action === 'edit' && (
        <EditClienteDialog cliente={open.cliente} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'password' && (
        <PasswordDialog cliente={open.cliente} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="Eliminar cliente"
        confirmText="Eliminar"
        busy={remove.isPending}
        onConfirm={() => current && void confirmDelete(current)}
        onClose={() => setOpen(null)}
      >
        {`Se eliminarán todos los datos y turnos de ${current?.nombre ?? ''}. Esta operación no se puede deshacer. ¿Desea continuar?`}
      </ConfirmDialog>
    </>
  );
}
