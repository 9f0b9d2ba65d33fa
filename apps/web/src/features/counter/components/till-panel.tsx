import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Till, Charge, TillView } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL, MEDIOS_CAJA } from '../utils/cart-figures';
import { CloseTillDialog } from './close-till-dialog';
import { timeOf } from '../utils/charge-text';
import { Figures } from './figures';
import { TillCharges, TillMovements } from './till-lists';
import { TillMovementDialog } from './till-movement-dialog';

interface Props {
  view: TillView & { caja: NonNullable<TillView['caja']> };
  onShowReceipt: (charge: Charge) => void;
  /** an admin's "Anular cobro" (a professional has none) */
  onAnnul?: (charge: Charge) => void;
  onClosed: (closed: Till) => void;
}

/** The open till: its totals per medio, the expected cash, movements, charges and the close. */
export function TillPanel({ view, onShowReceipt, onAnnul, onClosed }: Props) {
  const { caja: till, totales, cobros: charges, movimientos: movements } = view;
  const [dialog, setDialog] = useState<'movement' | 'close' | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="till-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="till-title" variant="h2">
          Caja abierta
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Abierta por ${till.abierta_por} a las ${timeOf(till.fecha_apertura)} con ${formatARS(till.monto_inicial)}.`}
        </Typography>
        <Figures
          label="Totales de la caja"
          rows={[
            ...MEDIOS_CAJA.map((m) => ({
              label: MEDIO_LABEL[m],
              value: formatARS(totales?.[m] ?? '0'),
            })),
            { label: 'Efectivo esperado', value: formatARS(till.efectivo_esperado), strong: true },
          ]}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setDialog('movement')}>
            Entrada o salida de efectivo
          </Button>
          <Button variant="contained" color="secondary" onClick={() => setDialog('close')}>
            Cerrar caja
          </Button>
        </Stack>
        <Divider />
        <Typography variant="h3" component="h3">
          Cobros de esta caja
        </Typography>
        <TillCharges charges={charges} onShowReceipt={onShowReceipt} onAnnul={onAnnul} />
        {movements.length > 0 && (
          <>
            <Typography variant="h3" component="h3">
              Movimientos de efectivo
            </Typography>
            <TillMovements movements={movements} />
          </>
        )}
      </Stack>
      <TillMovementDialog
        open={dialog === 'movement'}
        tillId={till.id_caja}
        onClose={() => setDialog(null)}
      />
      <CloseTillDialog
        open={dialog === 'close'}
        till={till}
        onClose={() => setDialog(null)}
        onClosed={onClosed}
      />
    </Paper>
  );
}
