import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { formatARS } from '@/lib/format';
import type { Turno } from '@/api/appointments';
import { expiryText, isExpired } from '../utils/turno-status';
import { turnosText } from '../utils/texts';

interface UnpaidReservationProps {
  turno: Turno;
  now: Date;
  onPay: () => void;
}

/** The 'Reserva impaga' badge-button with the expiry countdown (seed §2, §4). */
export function UnpaidReservation({ turno, now, onPay }: UnpaidReservationProps) {
  if (isExpired(turno, now)) {
    return (
      <Stack spacing={1}>
        <Typography variant="body2">
          {turnosText.unpaid} · <strong>Expirada</strong>
        </Typography>
        <Alert severity="error">{turnosText.expired}</Alert>
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
        aria-label={`${turnosText.unpaid}: pagar ${formatARS(turno.monto_reserva)}`}
      >
        {turnosText.unpaid}
      </Button>
      <Typography variant="body2" aria-live="off">
        {expiryText(turno.vence, now)}
      </Typography>
    </Stack>
  );
}
