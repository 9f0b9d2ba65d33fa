import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { minutesToTime } from '@turnos/domain';
import { formatLongDate } from '@/lib/format';
import { branchAgendaText } from '../utils/branch-texts';

export interface CellTarget {
  professionalBranchId: string;
  nombre: string;
  fecha: string;
  minutes: number;
  working: boolean;
}

interface Props {
  cell: CellTarget;
  today: string;
  nowMinutes: number;
  busyPending: boolean;
  onClose: () => void;
  onBook: (overbooking: boolean) => void;
  onBusy: () => void;
}

/**
 * A click on an empty cell: book a client there (the professional's services), an overbooking, or
 * mark the time busy. A time already past takes only an overbooking (a walk-in), as the one-column
 * agenda and the server's booking rule say (ADR 0020).
 */
export function CellDialog({
  cell,
  today,
  nowMinutes,
  busyPending,
  onClose,
  onBook,
  onBusy,
}: Props) {
  const future = cell.fecha > today || (cell.fecha === today && cell.minutes > nowMinutes);
  const canOverbook = cell.fecha >= today;
  const hora = minutesToTime(cell.minutes);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cell-title">
      <DialogTitle id="cell-title">{branchAgendaText.cellTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <span style={{ textTransform: 'capitalize' }}>{formatLongDate(cell.fecha)}</span>
          {` · ${hora} hs · ${cell.nombre}`}
          {!cell.working && ' (fuera de horario)'}
        </DialogContentText>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {future && cell.working && (
            <Button variant="contained" onClick={() => onBook(false)}>
              Reservar turno
            </Button>
          )}
          {canOverbook && (
            <Button variant="outlined" onClick={() => onBook(true)}>
              Asignar sobreturno
            </Button>
          )}
          {future && cell.working && (
            <Button variant="outlined" onClick={onBusy} disabled={busyPending}>
              Marcar ocupado
            </Button>
          )}
          {!canOverbook && (
            <DialogContentText role="status">
              No se pueden agendar turnos en una fecha pasada.
            </DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
