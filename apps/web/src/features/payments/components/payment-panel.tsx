import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import { isApiError } from '@/lib/api-error';
import { usePaymentInfo, useCreatePaymentPreference } from '@/api/payments';
import { paymentText } from '../utils/texts';

export interface PaymentPanelProps {
  appointmentId: number;
  /** a visit (contract §6.2) is paid as one: its total deposit in one checkout */
  visitId?: number | null;
  /** the deposit, as the server sent it ("2400.00") */
  monto: string | number;
  /** where the browser goes to pay (tests replace it) */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** Why the preference failed: the server's rule (e.g. expired) when it said one, the seed's text otherwise. */
function preferenceMessage(e: unknown) {
  return isApiError(e) && e.fromServer && e.code === 1009 ? e.message : paymentText.preferenceRetry;
}

/**
 * How to pay a reservation's deposit (seed §2, §4 Booking flow): the Mercado Pago button when the
 * studio has a public key, and the transfer account (CVU) whenever one is set.
 */
export function PaymentPanel({
  appointmentId,
  visitId,
  monto,
  navigate = goTo,
}: PaymentPanelProps) {
  const paymentInfo = usePaymentInfo();
  const preferencia = useCreatePaymentPreference();
  const key = paymentInfo.data?.MP_PUBLIC_KEY?.trim();
  const cvu = paymentInfo.data?.CVU?.trim();
  const pay = () =>
    preferencia.mutate({ appointmentId, visitId }, { onSuccess: (p) => navigate(p.init_point) });
  const redirecting = preferencia.isSuccess;

  return (
    <Stack spacing={1.5} component="section" aria-label="Pago de la seña">
      <Typography>
        Monto de la reserva: <strong>{formatARS(monto)}</strong>
      </Typography>
      {paymentInfo.isPending ? (
        <Skeleton variant="rounded" height={48} aria-label="Cargando datos para el pago" />
      ) : paymentInfo.isError ? (
        <Alert severity="error">{paymentText.loadError}</Alert>
      ) : (
        <>
          {key && (
            <Box>
              <Typography sx={{ mb: 1 }}>{paymentText.proceed}</Typography>
              <Button
                variant="contained"
                onClick={pay}
                disabled={preferencia.isPending || redirecting}
                fullWidth
              >
                {paymentText.payButton}
              </Button>
              {redirecting && (
                <Typography variant="body2" role="status" sx={{ mt: 1 }}>
                  {paymentText.redirecting}
                </Typography>
              )}
              {preferencia.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  <AlertTitle>{paymentText.preferenceError}</AlertTitle>
                  {preferenceMessage(preferencia.error)}
                </Alert>
              )}
            </Box>
          )}
          {cvu && (
            <Box>
              <Typography>{key ? paymentText.transfer : paymentText.transferOnly}</Typography>
              <Typography
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.05rem',
                  wordBreak: 'break-all',
                  mt: 0.5,
                }}
                aria-label={`CVU ${cvu}`}
              >
                {cvu}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {paymentText.transferNote}
              </Typography>
            </Box>
          )}
          {!key && !cvu && <Alert severity="warning">{paymentText.unavailable}</Alert>}
        </>
      )}
    </Stack>
  );
}
