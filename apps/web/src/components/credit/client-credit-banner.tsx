import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { toCents } from '@turnos/domain';
import { useClientCredit } from '@/api/credit';
import { errorText } from '@/lib/error-toast';
import { creditText } from './texts';

/**
 * Mis turnos (contract §7.5): "Saldo a favor $ X (vence el …)" when the client has credit, and
 * nothing when they have none. A failed read says so with a retry (the rest of the page works).
 */
export function ClientCreditBanner({ clientId }: { clientId: number }) {
  const credit = useClientCredit(clientId);
  if (credit.isPending) {
    return <Skeleton variant="rounded" height={56} aria-label={creditText.loading} />;
  }
  if (credit.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void credit.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorText(credit.error, creditText.loadError)}
      </Alert>
    );
  }
  const { saldo, vence, monto_vence } = credit.data;
  if (toCents(saldo) <= 0n) return null;
  // all of it expires on that date, or only a part of it
  const whole = monto_vence === null || monto_vence === saldo;
  return (
    <Alert severity="success" icon={false} role="status">
      <AlertTitle sx={{ fontWeight: 700, mb: 0.5 }}>
        {creditText.balance(saldo, whole ? vence : null)}
      </AlertTitle>
      {!whole && vence && monto_vence && `${creditText.partExpires(monto_vence, vence)} `}
      {creditText.clientHint}
    </Alert>
  );
}
