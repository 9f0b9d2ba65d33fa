import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS, toCents } from '@turnos/domain';
import { useClientCredit } from '@/api/credit';
import { LoadError } from '@/components/load-error';
import { errorText } from '@/lib/error-toast';
import { creditText } from './texts';
import { AdjustCreditDialog } from './adjust-credit-dialog';
import { CreditMovements } from './credit-movements';

/**
 * The client's credit in their file (staff, contract §7.5): the balance, when it expires, every
 * movement; an admin adjusts it.
 */
export function ClientCreditPanel({
  clientId,
  canAdjust,
}: {
  clientId: number;
  canAdjust: boolean;
}) {
  const credit = useClientCredit(clientId);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Box component="section" aria-labelledby="ficha-credit" aria-busy={credit.isPending}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography id="ficha-credit" variant="subtitle2" component="h3">
          {creditText.title}
        </Typography>
        {canAdjust && (
          <Button size="small" variant="outlined" onClick={() => setAdjusting(true)}>
            {creditText.adjust}
          </Button>
        )}
      </Stack>
      {credit.isPending ? (
        <Stack spacing={1} aria-label={creditText.loading}>
          <Skeleton variant="text" width="40%" height={36} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : credit.isError ? (
        <LoadError
          message={errorText(credit.error, creditText.loadError)}
          onRetry={() => void credit.refetch()}
          retrying={credit.isFetching}
        />
      ) : (
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {toCents(credit.data.saldo) > 0n ? formatARS(credit.data.saldo) : creditText.none}
          </Typography>
          {credit.data.vence && credit.data.monto_vence && (
            <Typography variant="body2" color="text.secondary">
              {creditText.partExpires(credit.data.monto_vence, credit.data.vence)}
            </Typography>
          )}
          <CreditMovements movements={credit.data.movimientos} />
        </Stack>
      )}
      {adjusting && <AdjustCreditDialog clientId={clientId} onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
