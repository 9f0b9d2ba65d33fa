import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import { usePaymentInfo } from '@/api/payments';

export const PAYMENT_DATA_UNAVAILABLE =
  'Por el momento no podemos mostrar los datos para el pago. Por favor, intentá más tarde o consultá en la sucursal.';

/**
 * The deposit to pay and how: the transfer account (CVU) when the studio has one configured.
 * The payment provider's button comes with the payments issue.
 */
export function DepositPaymentInfo({ monto }: { monto: string | number }) {
  const paymentInfo = usePaymentInfo();
  const cvu = paymentInfo.data?.CVU?.trim();
  return (
    <Stack spacing={1.5}>
      <Typography>
        Monto de la reserva: <strong>{formatARS(monto)}</strong>
      </Typography>
      {paymentInfo.isPending ? (
        <Skeleton variant="rounded" height={48} aria-label="Cargando datos para el pago" />
      ) : cvu ? (
        <Box>
          <Typography>
            Podés abonarla por transferencia bancaria
            {paymentInfo.data?.NOMBRE_COMERCIAL ? ` a ${paymentInfo.data.NOMBRE_COMERCIAL}` : ''} al
            CVU:
          </Typography>
          <Typography
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', mt: 0.5 }}
            aria-label={`CVU ${cvu}`}
          >
            {cvu}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Indicá tu nombre y la fecha del turno en la transferencia.
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">{PAYMENT_DATA_UNAVAILABLE}</Typography>
      )}
    </Stack>
  );
}
