import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/link-button';
import { formatLongDate, formatTime } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { isUnpaid } from '../utils/appointment-status';
import { UnpaidReservation } from './unpaid-reservation';

interface AppointmentCardProps {
  titleId: string;
  /** the appointment, or a visit as one appointment: its date, time, branch, end and deposit */
  appointment: Appointment;
  now: Date;
  onPay: (t: Appointment) => void;
  /** what was booked, under the date and time */
  children: ReactNode;
  /** said after the end time, before the deposit */
  estado?: ReactNode;
  /** said after the deposit */
  nota?: ReactNode;
  /** the card's CardActions */
  actions: ReactNode;
}

/**
 * An upcoming booking in Mis turnos (one appointment or a visit): its date and time as the
 * heading, what was booked, the branch and the end time, the unpaid deposit, then its actions.
 */
export function AppointmentCard({
  titleId,
  appointment: t,
  now,
  onPay,
  children,
  estado,
  nota,
  actions,
}: AppointmentCardProps) {
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
        {children}
        <Typography color="text.secondary">Sucursal {t.nombre_sucursal}</Typography>
        {t.hora_fin && (
          <Typography variant="body2" color="text.secondary">
            Finaliza aprox. {formatTime(t.hora_fin)}
          </Typography>
        )}
        {estado}
        {isUnpaid(t) && (
          <Stack sx={{ mt: 1.5 }}>
            <UnpaidReservation appointment={t} now={now} onPay={() => onPay(t)} />
          </Stack>
        )}
        {nota}
      </CardContent>
      {actions}
    </Card>
  );
}

/** 'Reprogramar': to the booking screen, set to move what `que` names ('turno del …'). */
export function RescheduleButton({ to, que }: { to: string; que: string }) {
  return (
    <Button component={RouterLink} to={to} aria-label={`Reprogramar ${que}`}>
      Reprogramar
    </Button>
  );
}

interface CancelButtonProps {
  /** what it cancels, in its accessible name ('turno del …') */
  que: string;
  onClick: () => void;
  /** the id of the text saying cancelling is closed: given, the button is disabled and points to it */
  closedBy?: string;
}

/** 'Cancelar': opens the cancel confirmation. */
export function CancelButton({ que, onClick, closedBy }: CancelButtonProps) {
  return (
    <Button
      color="error"
      onClick={onClick}
      disabled={closedBy !== undefined}
      aria-describedby={closedBy}
      aria-label={`Cancelar ${que}`}
    >
      Cancelar
    </Button>
  );
}
