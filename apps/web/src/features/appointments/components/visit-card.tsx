import CardActions from '@mui/material/CardActions';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatARS, formatTime } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { cancelClosedNote, canReschedule } from '../utils/appointment-status';
import { CancelButton, RescheduleButton, AppointmentCard } from './appointment-card';
import { cuando } from './appointment-lines';

interface VisitCardProps {
  appointments: Appointment[];
  /** the visit as one appointment: its start, all its services, the total deposit */
  resumen: Appointment;
  total: number;
  now: Date;
  onCancel: (t: Appointment) => void;
  onPay: (t: Appointment) => void;
}

export const rescheduleVisitUrl = (visitId: number) =>
  `${paths.client.book}?reprogramar-visita=${encodeURIComponent(String(visitId))}`;

/** A visit (contract §6.2) in Mis turnos: its services in order, one total, one set of actions. */
export function VisitCard({ appointments, resumen, total, now, onCancel, onPay }: VisitCardProps) {
  const que = `visita del ${cuando(resumen)}`;
  const titleId = `visita-${resumen.id_visita ?? resumen.id_turno}`;
  // the server judges a visit's cancel cut-off by its first appointment (the summary's start)
  const closed = cancelClosedNote(appointments, resumen, now);
  const cutOffId = `${titleId}-corte`;
  return (
    <AppointmentCard
      titleId={titleId}
      appointment={resumen}
      now={now}
      onPay={onPay}
      nota={
        closed !== null && (
          <Typography id={cutOffId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {closed}
          </Typography>
        )
      }
      actions={
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          {resumen.id_visita !== null && canReschedule(resumen, now) && (
            <RescheduleButton to={rescheduleVisitUrl(resumen.id_visita)} que={que} />
          )}
          <CancelButton
            que={que}
            onClick={() => onCancel(resumen)}
            closedBy={closed !== null ? cutOffId : undefined}
          />
        </CardActions>
      }
    >
      {/* drawn as MUI's small filled Chip (a label only: Chip's code stays out of the page) */}
      <Box
        sx={{
          mt: 0.5,
          display: 'inline-flex',
          alignItems: 'center',
          maxWidth: '100%',
          height: 24,
          px: 1,
          borderRadius: '12px',
          bgcolor: 'action.selected',
          color: 'text.primary',
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {`Visita de ${appointments.length} servicios`}
        </Box>
      </Box>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {appointments.map((t) => (
          <Stack
            component="li"
            key={t.id_turno}
            direction="row"
            sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography>
              <strong>{formatTime(t.hora)}</strong> {t.nombre_servicio} con {t.nombre_peluquero}
            </Typography>
            <Typography color="text.secondary">{formatARS(t.precio)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatARS(total)}</Typography>
      </Stack>
    </AppointmentCard>
  );
}
