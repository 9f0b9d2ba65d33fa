import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATE_PATTERN } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { type Appointment, useRescheduleVisit } from '@/api/appointments';
import { useAvailableSlots } from '@/api/availability';
import { AgendaDatePicker } from './agenda-date-picker';
import { TimeSelect } from './time-select';

export const moveVisitText = {
  title: 'Mover visita',
  intro:
    'Todos los servicios se mueven juntos, con los mismos profesionales y uno detrás del otro.',
  searching: 'Buscando horarios…',
  none: 'No hay horarios para la visita ese día.',
  slotsError: 'No pudimos obtener los horarios de la visita.',
  moved: 'Visita reprogramada.',
  moveError: 'No se pudo mover la visita.',
} as const;

interface Props {
  /** every appointment of the visit, in the order they are done (an admin's view, ADR 0075) */
  appointments: readonly Appointment[];
  today: string;
  onClose: () => void;
}

/**
 * 'Mover visita' (contract §6.2 `reprogramar-visita`): a date, then one of the starts
 * `obtener-horarios-visita` offers for the same services (the visit's own time counting as free).
 */
export function MoveVisitDialog({ appointments, today, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const move = useRescheduleVisit();
  const [first] = appointments;
  const [fecha, setFecha] = useState(first?.fecha ?? today);
  const [hora, setHora] = useState('');
  const validDate = DATE_PATTERN.test(fecha) && fecha >= today;
  const services = appointments.flatMap((t) =>
    t.id_servicio_de_peluquero_por_sucursal === null
      ? []
      : [String(t.id_servicio_de_peluquero_por_sucursal)],
  );
  const slots = useAvailableSlots(
    first && first.id_visita !== null && validDate
      ? {
          professionalBranchId: String(first.id_peluquero_sucursal),
          professionalServiceId: services[0] ?? '',
          fecha,
          visita: {
            branchId: String(first.id_sucursal),
            servicios: services,
            visitId: String(first.id_visita),
          },
        }
      : null,
  );
  const times = slots.data ?? [];

  function save() {
    if (!first || first.id_visita === null) return;
    move.mutate(
      { visitId: first.id_visita, fechaNueva: fecha, hora },
      {
        onSuccess: () => {
          toast.success(moveVisitText.moved);
          onClose();
        },
        onError: (e) => showError(e, moveVisitText.moveError, serverWords()),
      },
    );
  }

  let timeField;
  if (slots.isError)
    timeField = (
      <LoadError
        message={moveVisitText.slotsError}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  else if (validDate && slots.isPending)
    timeField = <Typography role="status">{moveVisitText.searching}</Typography>;
  else if (validDate && times.length === 0)
    timeField = <Typography role="status">{moveVisitText.none}</Typography>;
  else
    timeField = (
      <TimeSelect
        label="Hora"
        value={times.includes(hora) ? hora : ''}
        onChange={setHora}
        times={times}
      />
    );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="move-visit-title">
      <DialogTitle id="move-visit-title">{moveVisitText.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{moveVisitText.intro}</Typography>
          <AgendaDatePicker
            value={fecha}
            onChange={(d) => {
              setFecha(d);
              setHora('');
            }}
            today={today}
            min={today}
            error={!validDate}
            helperText={validDate ? ' ' : 'Elegí hoy o una fecha futura.'}
          />
          {timeField}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!validDate || !times.includes(hora) || move.isPending}
          onClick={save}
        >
          {moveVisitText.title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
