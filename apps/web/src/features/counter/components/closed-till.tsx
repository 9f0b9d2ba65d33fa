import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Till } from '@/api/till';
import { formatARS } from '@/lib/format';
import { Figures } from './figures';

/** The close just made: the server's expected cash, the count and the difference. */
export function ClosedTill({ till, onDismiss }: { till: Till; onDismiss: () => void }) {
  const diff = till.diferencia ?? '0.00';
  return (
    <Alert
      severity={diff === '0.00' ? 'success' : 'warning'}
      onClose={onDismiss}
      role="status"
      aria-labelledby="closed-till-title"
      sx={{ maxWidth: 480, '& .MuiAlert-message': { flex: 1 } }}
    >
      <AlertTitle id="closed-till-title">Caja cerrada</AlertTitle>
      <Figures
        label="Cierre de caja"
        rows={[
          { label: 'Efectivo esperado', value: formatARS(till.efectivo_esperado) },
          { label: 'Efectivo contado', value: formatARS(till.efectivo_contado ?? '0') },
          {
            label: 'Diferencia',
            value: formatARS(diff),
            strong: true,
            id: 'close-till-diferencia',
          },
        ]}
      />
    </Alert>
  );
}
