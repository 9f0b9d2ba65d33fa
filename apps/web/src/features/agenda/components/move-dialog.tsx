import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_PATTERN, minutesToTime, timeToMinutes } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import type { ProfessionalColumn } from '@/api/branch-agenda';
import type { DropTarget } from '../hooks/use-block-drag';
import { branchAgendaText } from '../utils/branch-texts';
import { AgendaDatePicker } from './agenda-date-picker';
import { TimeSelect } from './time-select';

const TIMES = Array.from({ length: 96 }, (_, i) => minutesToTime(i * 15));

interface Props {
  appointment: Appointment;
  professionals: readonly ProfessionalColumn[];
  today: string;
  onClose: () => void;
  /** the chosen place, for the same confirmation a drag asks */
  onPick: (target: DropTarget) => void;
}

/** 'Mover turno' with pickers: the keyboard's way to do what a drag does. */
export function MoveDialog({ appointment, professionals, today, onClose, onPick }: Props) {
  const [pb, setPb] = useState(String(appointment.id_peluquero_sucursal));
  const [fecha, setFecha] = useState(appointment.fecha);
  const [hora, setHora] = useState(
    TIMES.includes(appointment.hora_inicio) ? appointment.hora_inicio : '',
  );
  const validDate = DATE_PATTERN.test(fecha) && fecha >= today;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="move-title">
      <DialogTitle id="move-title">{branchAgendaText.moveTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Profesional" value={pb} onChange={(e) => setPb(e.target.value)}>
            {professionals.map((p) => (
              <MenuItem key={p.id_peluquero_sucursal} value={String(p.id_peluquero_sucursal)}>
                {p.nombre}
              </MenuItem>
            ))}
          </TextField>
          <AgendaDatePicker
            value={fecha}
            onChange={setFecha}
            today={today}
            min={today}
            error={!validDate}
            helperText={validDate ? ' ' : 'Elegí hoy o una fecha futura.'}
          />
          <TimeSelect label="Hora" value={hora} onChange={setHora} times={TIMES} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!validDate || hora === ''}
          onClick={() => onPick({ professionalBranchId: pb, fecha, minutes: timeToMinutes(hora) })}
        >
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
