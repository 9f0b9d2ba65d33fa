import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { useServices } from '@/api/services';
import {
  useLinkService,
  LINKED_SERVICES_ERROR,
  useLinkedServices,
  type ProfessionalService,
  useSetLinkedServiceActive,
  useUnlinkService,
} from '@/api/professional-services';
import { LinkedServiceItem } from './linked-service-item';

export const CATALOG_ERROR = 'Hubo un error al obtener la lista de servicios';
export const UNLINKED = 'El servicio ha sido desvinculado.';
export const UNLINK_ERROR = 'Error desvinculando el servicio.';
export const LINK_ERROR = 'Error al guardar los cambios.';
export const LINKED = 'Cambios guardados con éxito.';
export const NO_LINKED = 'No hay servicios para mostrar.';

interface Props {
  professionalBranchId: number;
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/** Seed §2 "Services dialog for a professional at a branch". */
export function ProfessionalServicesDialog({
  professionalBranchId,
  subtitle,
  open,
  onClose,
}: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const linked = useLinkedServices(professionalBranchId, open);
  const catalog = useServices();
  const link = useLinkService(professionalBranchId);
  const unlink = useUnlinkService(professionalBranchId);
  const setActive = useSetLinkedServiceActive(professionalBranchId);
  const [choice, setChoice] = useState('');
  const [unlinking, setUnlinking] = useState<ProfessionalService | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const linkedIds = new Set((linked.data ?? []).map((s) => s.id_servicio));
  const available = (catalog.data ?? []).filter((s) => !linkedIds.has(s.id_servicio));

  async function add() {
    if (!choice) return;
    try {
      await link.mutateAsync(Number(choice));
      toast.success(LINKED);
      setChoice('');
    } catch (e) {
      showError(e, LINK_ERROR);
    }
  }

  async function toggle(s: ProfessionalService, on: boolean) {
    setBusyId(s.id_servicio_de_peluquero_por_sucursal);
    try {
      await setActive.mutateAsync({ linkId: s.id_servicio_de_peluquero_por_sucursal, on });
    } catch (e) {
      showError(e, LINK_ERROR);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmUnlink() {
    if (!unlinking) return;
    try {
      await unlink.mutateAsync(unlinking.id_servicio_de_peluquero_por_sucursal);
      toast.success(UNLINKED);
    } catch (e) {
      showError(e, UNLINK_ERROR);
    } finally {
      setUnlinking(null);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="pro-services-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="pro-services-title">
        Servicios
        {subtitle && (
          <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>{subtitle}</span>
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {catalog.isError ? (
            <LoadError
              message={CATALOG_ERROR}
              onRetry={() => void catalog.refetch()}
              retrying={catalog.isFetching}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                id="pro-services-add"
                select
                label="Agregar servicio"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                disabled={catalog.isPending || linked.isPending || available.length === 0}
                size="small"
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">
                  {available.length === 0 ? 'No hay más servicios' : 'Elegí un servicio'}
                </option>
                {available.map((s) => (
                  <option key={s.id_servicio} value={String(s.id_servicio)}>
                    {s.nombre}
                  </option>
                ))}
              </TextField>
              <Button
                variant="contained"
                onClick={() => void add()}
                disabled={!choice || link.isPending}
              >
                Agregar
              </Button>
            </Stack>
          )}
          {linked.isError && (
            <LoadError
              message={LINKED_SERVICES_ERROR}
              onRetry={() => void linked.refetch()}
              retrying={linked.isFetching}
            />
          )}
          {linked.isPending && (
            <Skeleton variant="rounded" height={120} aria-label="Cargando servicios" />
          )}
          {linked.data && linked.data.length === 0 && (
            <Typography role="status">{NO_LINKED}</Typography>
          )}
          {linked.data && linked.data.length > 0 && (
            <List dense aria-label="Servicios vinculados">
              {linked.data.map((s) => (
                <LinkedServiceItem
                  key={s.id_servicio_de_peluquero_por_sucursal}
                  service={s}
                  busy={busyId === s.id_servicio_de_peluquero_por_sucursal}
                  onToggle={(on) => void toggle(s, on)}
                  onUnlink={() => setUnlinking(s)}
                />
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      <ConfirmDialog
        open={Boolean(unlinking)}
        title="Desvincular servicio"
        confirmText="Desvincular"
        busy={unlink.isPending}
        onConfirm={() => void confirmUnlink()}
        onClose={() => setUnlinking(null)}
      >
        {`Se desvinculará ${unlinking?.nombre ?? ''} y se eliminarán todos los turnos reservados de ese servicio con este profesional en esta sucursal. ¿Querés continuar?`}
      </ConfirmDialog>
    </Dialog>
  );
}
