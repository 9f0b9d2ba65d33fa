import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { formatARS } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { expiryText, isExpired } from '../utils/appointment-status';
import { appointmentsText } from '../utils/texts';

interface UnpaidReservationProps {
  appointment: Appointment;
  now: Date;
  onPay: () => void;
}

/** The 'Reserva impaga' badge-button with the expiry countdown (seed §2, §4). */
export function UnpaidReservation({ appointment, now, onPay }: UnpaidReservationProps) {
  if (isExpired(appointment, now)) {
    return (
      <Stack spacing={1}>
        <Typography variant="body2">
          {appointmentsText.unpaid} · <strong>Expirada</strong>
        </Typography>
        <Alert severity="error">{appointmentsText.expired}</Alert>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        color="warning"
        variant="contained"
        startIcon={<PaymentsOutlined />}
        onClick={onPay}
        aria-label={`${appointmentsText.unpaid}: pagar ${formatARS(appointment.monto_reserva)}`}
      >
        {appointmentsText.unpaid}
      </Button>
      <Typography variant="body2" aria-live="off">
        {expiryText(appointment.vence, now)}
      </Typography>
    </Stack>
  );
}
