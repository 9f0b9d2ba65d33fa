import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Appointment } from '@/api/appointments';
import { ChoiceRadioGroup } from '@/components/choice-radio-group';
import { formatShortDate } from '@/lib/format';
import { CLOSURE_CHOICES, type ClosureAction } from '../lib/closures';

export const CLOSURE_CONFIRM = 'Cerrar';

interface Props {
  open: boolean;
  /** what is closed, in words ('Sucursal Centro, el 12 de diciembre') */
  summary: string;
  appointments: readonly Appointment[];
  busy: boolean;
  error: string | null;
  onConfirm: (action: ClosureAction) => void;
  onClose: () => void;
}

/**
 * Before a closure is added: the appointments it touches (date, time, client, service, branch)
 * and what to do with them — tell the clients, cancel and tell, or nothing.
 */
export function ClosureConfirmDialog({
  open,
  summary,
  appointments,
  busy,
  error,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  const [action, setAction] = useState<ClosureAction>(
    appointments.length > 0 ? 'avisar' : 'ninguna',
  );
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const n = appointments.length;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={`${id}-t`}>Confirmar el cierre</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={`${id}-d`}>
            {summary}.{' '}
            {n === 0
              ? 'No hay turnos activos en esas fechas.'
              : `Hay ${n === 1 ? 'un turno activo' : `${n} turnos activos`} en esas fechas.`}
          </Typography>
          {n > 0 && (
            <List dense aria-label="Turnos afectados" disablePadding>
              {appointments.map((t) => (
                <ListItem key={t.id_turno} divider disableGutters>
                  <ListItemText
                    primary={`${formatShortDate(t.fecha)} ${t.hora_inicio} · ${t.cliente_nombre}`}
                    secondary={`${t.nombre_servicio} · ${t.nombre_peluquero} · ${t.nombre_sucursal}`}
                    slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                  />
                  {t.id_visita !== null && <Chip size="small" label="Visita" sx={{ ml: 1 }} />}
                </ListItem>
              ))}
            </List>
          )}
          {n > 0 && (
            <ChoiceRadioGroup
              label="¿Qué hacemos con estos turnos?"
              choices={CLOSURE_CHOICES}
              value={action}
              onChange={setAction}
              disabled={busy}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Volver
        </Button>
        <Button
          variant="contained"
          color={action === 'cancelar_y_avisar' ? 'error' : 'primary'}
          onClick={() => onConfirm(n === 0 ? 'ninguna' : action)}
          disabled={busy}
        >
          {CLOSURE_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
