import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { whatsappLink } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import { type Client, useClientsPage, useDeleteClient } from '@/api/clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DownloadClientsCsv } from './download-clients-csv';
import { clientsText } from '../utils/texts';
import { ClientFileDialog } from './client-file-dialog';
import { ClientActions, type ClientAction } from './client-actions';
import { EditClientDialog } from './edit-client-dialog';
import { FlagSwitch } from './flag-switch';
import { PasswordDialog } from './password-dialog';

/** The page sizes offered; the first is the seed's 8 rows (§2). */
const PAGE_SIZES = [8, 25, 50, 100];

/**
 * The clients a page at a time from the server, searched by name, e-mail or phone, with their
 * toggles and actions. A new search goes back to the first page.
 */
export function ClientsTable() {
  const toast = useToast();
  const showError = useErrorToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [text, setText] = useState('');
  const buscar = useDebouncedValue(text.trim(), 300);
  // the page belongs to the search it was chosen in; another search starts at page 0
  const [paging, setPaging] = useState({ buscar: '', page: 0 });
  const page = paging.buscar === buscar ? paging.page : 0;
  const [porPagina, setPorPagina] = useState(PAGE_SIZES[0] ?? 8);
  const clients = useClientsPage({ pagina: page + 1, porPagina, buscar });
  const remove = useDeleteClient();
  const [open, setOpen] = useState<{ action: ClientAction; cliente: Client } | null>(null);

  const columns = useMemo<DataTableColumn<Client>[]>(
    () => [
      {
        id: 'nombre',
        header: 'Nombre',
        cell: (c) => (
          <Link
            component="button"
            type="button"
            onClick={() => setOpen({ action: 'file', cliente: c })}
            sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
          >
            {c.nombre}
          </Link>
        ),
      },
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
      { id: 'email', header: 'Email', cell: (c) => c.user_email },
      {
        id: 'validado',
        header: 'Validado',
        cell: (c) => <FlagSwitch client={c} flag="user_status" />,
      },
      {
        id: 'bloqueado',
        header: 'Bloqueado',
        cell: (c) => <FlagSwitch client={c} flag="user_is_blocked" />,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        align: 'right',
        hideLabelOnPhone: true,
        cell: (c) => (
          <ClientActions
            client={c}
            onAction={(action, client) => setOpen({ action, cliente: client })}
          />
        ),
      },
    ],
    [],
  );

  async function confirmDelete(c: Client) {
    try {
      await remove.mutateAsync(c.ID);
      toast.success(clientsText.deleted);
    } catch (e) {
      showError(e, clientsText.deleteError);
    } finally {
      setOpen(null);
    }
  }

  const data = clients.data;
  const total = data?.total ?? 0;
  // a page left empty by a deletion or a smaller total shows the last one that has rows
  const lastPage = Math.max(0, Math.ceil(total / porPagina) - 1);
  if (data && data.clientes.length === 0 && page > lastPage && total > 0) {
    setPaging({ buscar, page: lastPage });
  }
  const current = open?.cliente;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={clientsText.search}
          helperText={clientsText.searchHint}
          value={text}
          onChange={(e) => setText(e.target.value)}
          type="search"
          size="small"
          fullWidth
          autoComplete="off"
          sx={{ maxWidth: { sm: 420 } }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <DownloadClientsCsv buscar={buscar} />
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {data && !clients.isPlaceholderData ? clientsText.found(total) : ''}
      </Box>
      {clients.isPending ? (
        <TableSkeleton label={clientsText.loading} />
      ) : clients.isError ? (
        <LoadError
          message={clientsText.loadError}
          onRetry={() => void clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : (
        <Box aria-busy={clients.isPlaceholderData} sx={{ position: 'relative' }}>
          {clients.isPlaceholderData && (
            <LinearProgress
              aria-label={clientsText.loading}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          )}
          <DataTable
            label="Clientes"
            rows={data?.clientes ?? []}
            columns={columns}
            rowKey={(c) => c.ID}
            pageSize={porPagina}
            emptyText={buscar ? clientsText.noMatch(buscar) : clientsText.none}
          />
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(page, lastPage)}
              onPageChange={(_e, p) => setPaging({ buscar, page: p })}
              rowsPerPage={porPagina}
              rowsPerPageOptions={phone ? [] : PAGE_SIZES}
              onRowsPerPageChange={(e) => {
                setPorPagina(Number(e.target.value));
                setPaging({ buscar, page: 0 });
              }}
              labelRowsPerPage={clientsText.rowsPerPage}
              labelDisplayedRows={({ from, to, count }) => clientsText.displayed(from, to, count)}
              getItemAriaLabel={(type) => PAGE_BUTTONS[type]}
              showFirstButton={!phone}
              showLastButton={!phone}
            />
          )}
        </Box>
      )}
      {open?.action === 'edit' && (
        <EditClientDialog client={open.cliente} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'password' && (
        <PasswordDialog client={open.cliente} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'file' && (
        <ClientFileDialog
          clientId={open.cliente.ID}
          nombre={open.cliente.nombre}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="Eliminar cliente"
        confirmText="Eliminar"
        busy={remove.isPending}
        onConfirm={() => current && void confirmDelete(current)}
        onClose={() => setOpen(null)}
      >
        {`Se eliminarán todos los datos y turnos de ${current?.nombre ?? ''}. Esta operación no se puede deshacer. ¿Querés continuar?`}
      </ConfirmDialog>
    </Stack>
  );
}

/** Read by a screen reader, not shown. */
const visuallyHidden = {
  position: 'absolute',
  // in `sx` a bare 1 would mean 100%
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const PAGE_BUTTONS = {
  first: 'Primera página',
  last: 'Última página',
  next: 'Página siguiente',
  previous: 'Página anterior',
} as const;
