import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { appointmentsText } from '../utils/texts';
import { AppointmentSummary } from './appointment-lines';

interface PaymentDialogProps {
  appointment: Appointment;
  /** how to pay (transfer data, later the provider's button); the amount alone otherwise */
  details?: ReactNode;
  onClose: () => void;
}

/** Paying an unpaid reservation (the payments issue adds the provider's button). */
export function PaymentDialog({ appointment, details, onClose }: PaymentDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <DialogTitle id="payment-title">{appointmentsText.unpaid}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <AppointmentSummary appointment={appointment} />
          {details ?? (
            <Typography>
              Monto de la reserva: <strong>{formatARS(appointment.monto_reserva)}</strong>
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
