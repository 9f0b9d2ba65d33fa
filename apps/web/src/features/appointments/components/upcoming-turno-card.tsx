import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { Turno } from '@/api/appointments';
import { cancelClosedNote, canReschedule } from '../utils/turno-status';
import { AddToCalendar } from './add-to-calendar';
import { CancelButton, RescheduleButton, TurnoCard } from './turno-card';
import { cuando, servicioConPeluquero } from './turno-lines';

interface UpcomingTurnoCardProps {
  turno: Turno;
  now: Date;
  onCancel: (t: Turno) => void;
  onPay: (t: Turno) => void;
  /** the branch's address, when known (the calendar event's place) */
  direccion?: string;
}

export const rescheduleUrl = (idTurno: number) =>
  `${paths.cliente.book}?reprogramar=${encodeURIComponent(String(idTurno))}`;

export function UpcomingTurnoCard({
  turno: t,
  now,
  onCancel,
  onPay,
  direccion,
}: UpcomingTurnoCardProps) {
  const titleId = `turno-${t.id_turno}`;
  const closed = cancelClosedNote([t], t, now);
  const cutOffId = `${titleId}-corte`;
  const que = `turno del ${cuando(t)}`;
  return (
    <TurnoCard
      titleId={titleId}
      turno={t}
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
          <AddToCalendar turno={t} direccion={direccion} />
          {canReschedule(t, now) && <RescheduleButton to={rescheduleUrl(t.id_turno)} que={que} />}
          <CancelButton
            que={que}
            onClick={() => onCancel(t)}
            closedBy={closed !== null ? cutOffId : undefined}
          />
        </CardActions>
      }
    >
      <Typography sx={{ mt: 0.5 }}>{servicioConPeluquero(t)}</Typography>
    </TurnoCard>
  );
}
