import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { formatARS, formatLongDate, formatTime } from '@/lib/format';
import type { Turno } from '@/api/appointments';
import { canReschedule, isUnpaid } from '../utils/turno-status';
import { UnpaidReservation } from './unpaid-reservation';
import { cuando } from './turno-lines';

interface VisitCardProps {
  turnos: Turno[];
  /** the visit as one appointment: its start, all its services, the total deposit */
  resumen: Turno;
  total: number;
  now: Date;
  onCancel: (t: Turno) => void;
  onPay: (t: Turno) => void;
}

export const rescheduleVisitUrl = (idVisita: number) =>
  `${paths.cliente.book}?reprogramar-visita=${encodeURIComponent(String(idVisita))}`;

/** A visit (contract §6.2) in Mis turnos: its services in order, one total, one set of actions. */
export function VisitCard({ turnos, resumen, total, now, onCancel, onPay }: VisitCardProps) {
  const titleId = `visita-${resumen.id_visita ?? resumen.id_turno}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h3" id={titleId} sx={{ textTransform: 'capitalize' }}>
            {formatLongDate(resumen.fecha)}
          </Typography>
          <Typography variant="h3" component="p" color="primary">
            {formatTime(resumen.hora)}
          </Typography>
        </Stack>
        <Chip size="small" label={`Visita de ${turnos.length} servicios`} sx={{ mt: 0.5 }} />
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {turnos.map((t) => (
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
        <Typography color="text.secondary">Sucursal {resumen.nombre_sucursal}</Typography>
        {resumen.hora_fin && (
          <Typography variant="body2" color="text.secondary">
            Finaliza aprox. {formatTime(resumen.hora_fin)}
          </Typography>
        )}
        {isUnpaid(resumen) && (
          <Stack sx={{ mt: 1.5 }}>
            <UnpaidReservation turno={resumen} now={now} onPay={() => onPay(resumen)} />
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {resumen.id_visita !== null && canReschedule(resumen, now) && (
          <Button
            component={RouterLink}
            to={rescheduleVisitUrl(resumen.id_visita)}
            aria-label={`Reprogramar visita del ${cuando(resumen)}`}
          >
            Reprogramar
          </Button>
        )}
        <Button
          color="error"
          onClick={() => onCancel(resumen)}
          aria-label={`Cancelar visita del ${cuando(resumen)}`}
        >
          Cancelar
        </Button>
      </CardActions>
    </Card>
  );
}
