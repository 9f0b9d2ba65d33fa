import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import { useDeleteBranch, BRANCHES_LOAD_ERROR, useBranches, type Branch } from '@/api/branches';
import { EditBranchDialog } from './edit-branch-dialog';

export const BRANCHES_EMPTY = 'No hay sucursales para mostrar';
export const BRANCH_DELETE_ERROR = 'No pudo eliminarse la sucursal';
export const BRANCH_DELETED = 'Sucursal eliminada exitosamente';

export function BranchesList() {
  const toast = useToast();
  const showError = useErrorToast();
  const { data, isPending, isError, refetch, isFetching } = useBranches();
  const remove = useDeleteBranch();
  const [editing, setEditing] = useState<Branch | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(BRANCH_DELETED);
    } catch (e) {
      showError(e, BRANCH_DELETE_ERROR);
    } finally {
      setDeleting(null);
    }
  }

  if (isPending) return <TableSkeleton label="Cargando sucursales" />;
  if (isError)
    return (
      <LoadError
        message={BRANCHES_LOAD_ERROR}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (data.length === 0) return <Typography role="status">{BRANCHES_EMPTY}</Typography>;

  return (
    <>
      <Paper variant="outlined">
        <List aria-label="Sucursales" disablePadding>
          {data.map((b, i) => (
            <ListItem
              key={b.id}
              divider={i < data.length - 1}
              sx={{ pr: 12 }}
              secondaryAction={
                <Stack direction="row">
                  <Tooltip title="Editar">
                    <IconButton
                      aria-label={`Editar sucursal ${b.nombre}`}
                      onClick={() => setEditing(b)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Eliminar">
                    <IconButton
                      aria-label={`Eliminar sucursal ${b.nombre}`}
                      onClick={() => setDeleting(b)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemText primary={b.nombre} secondary={b.direccion} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <EditBranchDialog branch={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Eliminar sucursal"
        confirmText="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {`Se eliminará la sucursal ${deleting?.nombre ?? ''} junto con sus profesionales y sus turnos. Esta operación no se puede deshacer. ¿Querés continuar?`}
      </ConfirmDialog>
    </>
  );
}
