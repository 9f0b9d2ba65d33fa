import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { formatLongDate, formatTime } from '@/lib/format';
import type { Turno } from '@/api/appointments';
import { cancelCutOffMessage } from '@turnos/domain';
import { cancelCutOffPassed, canReschedule, isUnpaid } from '../utils/turno-status';
import { AddToCalendar } from './add-to-calendar';
import { UnpaidReservation } from './unpaid-reservation';
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
  const cutOff = cancelCutOffPassed(t, now);
  const cutOffId = `${titleId}-corte`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h3" id={titleId} sx={{ textTransform: 'capitalize' }}>
            {formatLongDate(t.fecha)}
          </Typography>
          <Typography variant="h3" component="p" color="primary">
            {formatTime(t.hora)}
          </Typography>
        </Stack>
        <Typography sx={{ mt: 0.5 }}>{servicioConPeluquero(t)}</Typography>
        <Typography color="text.secondary">Sucursal {t.nombre_sucursal}</Typography>
        {t.hora_fin && (
          <Typography variant="body2" color="text.secondary">
            Finaliza aprox. {formatTime(t.hora_fin)}
          </Typography>
        )}
        {t.confirmado === '1' && (
          <Typography variant="body2" color="success.dark" sx={{ mt: 0.5, fontWeight: 600 }}>
            ✓ Confirmaste tu asistencia
          </Typography>
        )}
        {isUnpaid(t) && (
          <Stack sx={{ mt: 1.5 }}>
            <UnpaidReservation turno={t} now={now} onPay={() => onPay(t)} />
          </Stack>
        )}
        {cutOff !== null && (
          <Typography id={cutOffId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {cancelCutOffMessage(cutOff)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}>
        <AddToCalendar turno={t} direccion={direccion} />
        {canReschedule(t, now) && (
          <Button
            component={RouterLink}
            to={rescheduleUrl(t.id_turno)}
            aria-label={`Reprogramar turno del ${cuando(t)}`}
          >
            Reprogramar
          </Button>
        )}
        <Button
          color="error"
          onClick={() => onCancel(t)}
          disabled={cutOff !== null}
          aria-describedby={cutOff !== null ? cutOffId : undefined}
          aria-label={`Cancelar turno del ${cuando(t)}`}
        >
          Cancelar
        </Button>
      </CardActions>
    </Card>
  );
}
