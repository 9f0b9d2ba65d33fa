import { useId, useState } from 'react';
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
import type { DayOffAction } from '@/api/schedules';
import { formatLongDate } from '@/lib/format';
import { DAY_OFF_CHOICES, bookingCount } from '../lib/day-off';

export const DAY_OFF_CONFIRM_TITLE = 'Hay turnos en esa fecha';
export const DAY_OFF_CONFIRM = 'Agregar fecha';

interface Props {
  open: boolean;
  /** yyyy-MM-dd */
  fecha: string;
  /** the date's affected appointments, in the order of the day */
  appointments: readonly Appointment[];
  busy: boolean;
  onConfirm: (action: DayOffAction) => void;
  onClose: () => void;
}

const intro = (fecha: string, appointments: readonly Appointment[]) => {
  const n = appointments.length;
  const bookings = bookingCount(appointments);
  const what = n === 1 ? 'un turno activo' : `${n} turnos activos`;
  const clients = bookings === 1 ? 'un cliente' : `${bookings} clientes`;
  return `El ${formatLongDate(fecha)} hay ${what} (${clients}). Elegí qué hacer antes de agregar la fecha.`;
};

/**
 * Contract §4.4 (issue 29): before a date off is added over bookings, the appointments it touches
 * — time, client, service — and the choice of telling their clients, cancelling them and telling,
 * or leaving them as they are.
 */
export function DayOffConfirmDialog({
  open,
  fecha,
  appointments,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  const [action, setAction] = useState<DayOffAction>('avisar');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      <DialogTitle id={`${id}-t`}>{DAY_OFF_CONFIRM_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={`${id}-d`}>{intro(fecha, appointments)}</Typography>
          <List dense aria-label="Turnos de esa fecha" disablePadding>
            {appointments.map((t) => (
              <ListItem key={t.id_turno} divider disableGutters>
                <ListItemText
                  primary={`${t.hora_inicio} · ${t.cliente_nombre}`}
                  secondary={t.nombre_servicio}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
                  {t.id_visita !== null && <Chip size="small" label="Visita" />}
                  {t.sobreturno === '1' && <Chip size="small" label="Sobreturno" />}
                </Stack>
              </ListItem>
            ))}
          </List>
          <ChoiceRadioGroup
            label="¿Qué hacemos con estos turnos?"
            choices={DAY_OFF_CHOICES}
            value={action}
            onChange={setAction}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Volver
        </Button>
        <Button
          variant="contained"
          color={action === 'cancelar_y_avisar' ? 'error' : 'primary'}
          onClick={() => onConfirm(action)}
          disabled={busy}
        >
          {DAY_OFF_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
