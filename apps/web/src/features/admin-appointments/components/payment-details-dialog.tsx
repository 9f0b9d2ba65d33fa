import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import { usePaymentDetails, type PaymentDetails } from '@/api/appointments';
import { appointmentsText } from '../utils/texts';

export type PaymentView = 'operacion' | 'aprobador';

interface Props {
  appointmentId: number | null;
  view: PaymentView;
  onClose: () => void;
}

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function operationRows(d: PaymentDetails): [string, string][] | null {
  const p = d.info_pago;
  if (!p) return null;
  return [
    ['Estado', p.estado],
    // an amount not reported reads as 0, as it always has
    ['Pagado por el cliente', formatARS(p.monto_pagado_por_cliente ?? 0)],
    ['Neto recibido', formatARS(p.monto_neto_recibido ?? 0)],
    ['Cuotas', String(p.cuotas)],
    ['ID de pago', p.payment_id ?? ''],
    ['Referencia', p.external_reference ?? ''],
  ];
}

/** The payment provider's operation, or the admin who approved a transfer. */
export function PaymentDetailsDialog({ appointmentId, view, onClose }: Props) {
  const details = usePaymentDetails(appointmentId);
  const operation = view === 'operacion';
  const title = operation ? 'Datos de la operación' : 'Aprobado por';
  const errorText = operation ? appointmentsText.paymentError : appointmentsText.approverError;

  function body() {
    if (details.isPending) return <Skeleton variant="rounded" height={120} aria-label="Cargando" />;
    if (details.isError) return <Alert severity="error">{errorText}</Alert>;
    if (operation) {
      const rows = operationRows(details.data);
      return rows ? (
        <Fields rows={rows} />
      ) : (
        <Typography>No hay un registro de pago para esta reserva.</Typography>
      );
    }
    const a = details.data.aprobador;
    if (a)
      return (
        <Fields
          rows={[
            ['Nombre', a.nombre],
            ['Email', a.email],
          ]}
        />
      );
    return (
      <Typography>
        {details.data.pago_aprobado_por === 0
          ? 'Pagado con Mercado Pago.'
          : 'Sin aprobación registrada.'}
      </Typography>
    );
  }

  return (
    <Dialog
      open={appointmentId !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="payment-title"
    >
      <DialogTitle id="payment-title">{title}</DialogTitle>
      <DialogContent>{appointmentId !== null && body()}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
