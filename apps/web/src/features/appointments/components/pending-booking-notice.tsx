import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RouterLink } from '@/components/link-button';
import { clearPendingBooking, readPendingBooking } from '@/lib/pending-booking';

export const PENDING_TITLE = 'Tenés una reserva sin terminar';

/**
 * The choice a visitor made before having an account (ADR 0090): after registering and validating
 * the account from the e-mail they land here, and one press takes them back to it.
 */
export function PendingBookingNotice({ today }: { today: string }) {
  const [pending, setPending] = useState(() => readPendingBooking(today));
  if (!pending) return null;
  return (
    <Alert severity="info" role="region" aria-labelledby="pending-booking-title">
      <AlertTitle id="pending-booking-title">{PENDING_TITLE}</AlertTitle>
      {pending.label}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={pending.path} variant="contained" size="small">
          Continuar con la reserva
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            clearPendingBooking();
            setPending(null);
          }}
        >
          Descartar
        </Button>
      </Stack>
    </Alert>
  );
}
