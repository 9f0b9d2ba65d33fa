import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { Appointment } from '@/api/appointments';
import { cancelClosedNote, canReschedule } from '../utils/appointment-status';
import { AddToCalendar } from './add-to-calendar';
import { CancelButton, RescheduleButton, AppointmentCard } from './appointment-card';
import { cuando, serviceWithProfessional } from './appointment-lines';

interface UpcomingAppointmentCardProps {
  appointment: Appointment;
  now: Date;
  onCancel: (t: Appointment) => void;
  onPay: (t: Appointment) => void;
  /** the branch's address, when known (the calendar event's place) */
  direccion?: string;
}

export const rescheduleUrl = (appointmentId: number) =>
  `${paths.client.book}?reprogramar=${encodeURIComponent(String(appointmentId))}`;

export function UpcomingAppointmentCard({
  appointment: t,
  now,
  onCancel,
  onPay,
  direccion,
}: UpcomingAppointmentCardProps) {
  const titleId = `turno-${t.id_turno}`;
  const closed = cancelClosedNote([t], t, now);
  const cutOffId = `${titleId}-corte`;
  const que = `turno del ${cuando(t)}`;
  return (
    <AppointmentCard
      titleId={titleId}
      appointment={t}
      now={now}
      onPay={onPay}
      estado={
        t.confirmado === '1' && (
          <Typography variant="body2" color="success.dark" sx={{ mt: 0.5, fontWeight: 600 }}>
            ✓ Confirmaste tu asistencia
          </Typography>
        )
      }
      nota={
        closed !== null && (
          <Typography id={cutOffId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {closed}
          </Typography>
        )
      }
      actions={
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}>
          <AddToCalendar appointment={t} direccion={direccion} />
          {canReschedule(t, now) && <RescheduleButton to={rescheduleUrl(t.id_turno)} que={que} />}
          <CancelButton
            que={que}
            onClick={() => onCancel(t)}
            closedBy={closed !== null ? cutOffId : undefined}
          />
        </CardActions>
      }
    >
      <Typography sx={{ mt: 0.5 }}>{serviceWithProfessional(t)}</Typography>
    </AppointmentCard>
  );
}
