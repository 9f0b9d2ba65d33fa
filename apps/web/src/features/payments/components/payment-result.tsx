import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { paths } from '@/config/paths';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { LoadError } from '@/components/load-error';
import { RouterLink } from '@/components/link-button';
import { formatLongDate, formatTime } from '@/lib/format';
import {
  useConfirmPaymentReturn,
  type PaymentReturn,
  type PaymentReturnQuery,
} from '@/api/payments';
import { paymentText } from '../utils/texts';

export type ReturnKind = 'success' | 'pending' | 'failure';

/** The page's title: the same on the three pages, since the outcome is what the server confirms. */
const PAGE_TITLE = 'Pago de la seña';

const TITLES: Record<ReturnKind, string> = {
  success: paymentText.success,
  pending: paymentText.pending,
  failure: paymentText.failureTitle,
};

/** What actually happened, as the server confirmed it (the page the provider chose may be wrong). */
function outcomeOf(kind: ReturnKind, r: PaymentReturn): ReturnKind {
  switch (r.resultado) {
    case 'pagada':
      return 'success';
    case 'pendiente':
      return 'pending';
    case 'liberada':
    case 'cancelada':
      return 'failure';
    default:
      return kind === 'failure' ? 'failure' : 'pending';
  }
}

function useReturnQuery(): PaymentReturnQuery {
  const [params] = useSearchParams();
  return useMemo(() => {
    const get = (...names: string[]) =>
      names.map((n) => params.get(n)).find((v) => v !== null && v !== '') ?? undefined;
    return {
      payment_id: get('payment_id', 'collection_id'),
      status: get('status', 'collection_status'),
      external_reference: get('external_reference'),
    };
  }, [params]);
}

function Outcome({ outcome, result }: { outcome: ReturnKind; result: PaymentReturn }) {
  const t = result.turno;
  const Icon =
    outcome === 'success'
      ? CheckCircleOutlined
      : outcome === 'pending'
        ? HourglassEmptyOutlined
        : ErrorOutlineOutlined;
  const color = outcome === 'success' ? 'success' : outcome === 'pending' ? 'warning' : 'error';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Icon color={color} sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h2" component="p" role="status">
        {outcome === 'failure' ? paymentText.failure : TITLES[outcome]}
      </Typography>
      <Stack spacing={0.25}>
        <Typography color="text.secondary">
          {t.nombre_servicio} con {t.nombre_peluquero}
        </Typography>
        <Typography color="text.secondary">
          {formatLongDate(t.fecha)} a las {formatTime(t.hora)}
        </Typography>
        <Typography color="text.secondary">{t.nombre_sucursal}</Typography>
      </Stack>
    </Stack>
  );
}

/** /cliente/mp-success, mp-pending, mp-failure: the provider's return, confirmed by the server. */
export function PaymentResult({ kind }: { kind: ReturnKind }) {
  const query = useReturnQuery();
  const paymentReturn = useConfirmPaymentReturn(query);
  return (
    <Page title={PAGE_TITLE} maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        {paymentReturn.isPending ? (
          <PageLoader label={paymentText.confirming} />
        ) : paymentReturn.isError ? (
          <Stack spacing={2}>
            {kind === 'failure' && <Alert severity="error">{paymentText.failure}</Alert>}
            <LoadError
              message={paymentText.resultError}
              onRetry={() => void paymentReturn.refetch()}
              retrying={paymentReturn.isFetching}
            />
          </Stack>
        ) : (
          <Outcome outcome={outcomeOf(kind, paymentReturn.data)} result={paymentReturn.data} />
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          {kind === 'failure' && (
            <Button component={RouterLink} to={paths.client.book} variant="outlined">
              {paymentText.bookAgain}
            </Button>
          )}
          <Button component={RouterLink} to={paths.client.dashboard} variant="contained">
            {paymentText.goToMyAppointments}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
