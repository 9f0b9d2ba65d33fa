import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import type { Turno } from '@/api/appointments';
import { turnosText } from '../utils/texts';
import { TurnoSummary } from './turno-lines';

interface PaymentDialogProps {
  turno: Turno;
  /** how to pay (transfer data, later the provider's button); the amount alone otherwise */
  details?: ReactNode;
  onClose: () => void;
}

/** Paying an unpaid reservation (the payments issue adds the provider's button). */
export function PaymentDialog({ turno, details, onClose }: PaymentDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <DialogTitle id="payment-title">{turnosText.unpaid}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <TurnoSummary turno={turno} />
          {details ?? (
            <Typography>
              Monto de la reserva: <strong>{formatARS(turno.monto_reserva)}</strong>
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
