import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import type { BookingResult } from '@/api/appointments';
import { bookingText } from '../utils/texts';
import { hasUnpaidDeposit, type RenderPayment } from '../utils/deposit';
import { formatStudioDateTime } from '../utils/expiry';
import { DepositPaymentInfo } from './deposit-payment-info';

function DepositDialog({
  result,
  onClose,
  renderPayment,
}: {
  result: BookingResult;
  onClose: () => void;
  renderPayment?: RenderPayment;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="deposit-title">
      <DialogTitle id="deposit-title">{bookingText.bookedWithDeposit}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{bookingText.payDeposit}</Typography>
          {renderPayment ? (
            renderPayment(result)
          ) : (
            <DepositPaymentInfo monto={result.monto_reserva} />
          )}
          {result.vence && (
            <Typography variant="body2">
              Si no se abona antes del {formatStudioDateTime(result.vence)}, la reserva se
              cancelará.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button component={RouterLink} to={paths.startPage} variant="contained">
          {bookingText.backHome}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Seed §2: the full-cover success, and the deposit details when one is due. */
export function BookingDone({
  result,
  renderPayment,
}: {
  result: BookingResult;
  renderPayment?: RenderPayment;
}) {
  const [depositOpen, setDepositOpen] = useState(hasUnpaidDeposit(result));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="done-title"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', minHeight: { sm: 360 } }}
    >
      <CheckCircleOutlined color="success" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h2" id="done-title" sx={{ my: 1 }}>
        {bookingText.successTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{bookingText.booked}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Si tu turno requiere una seña, podés abonarla desde Mis turnos con el botón &apos;Reserva
        impaga&apos;. Las reservas impagas vencen y el turno se libera.
      </Typography>
      <Button component={RouterLink} to={paths.client.dashboard} variant="contained" size="large">
        {bookingText.goToMyAppointments}
      </Button>
      {depositOpen && (
        <DepositDialog
          result={result}
          renderPayment={renderPayment}
          onClose={() => setDepositOpen(false)}
        />
      )}
    </Paper>
  );
}
