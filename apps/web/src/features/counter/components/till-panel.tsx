import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Caja, Cobro, TillView } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL, MEDIOS_CAJA } from '../utils/cart-figures';
import { CloseTillDialog } from './close-till-dialog';
import { Figures } from './figures';
import { TillMovementDialog } from './till-movement-dialog';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Argentina/Buenos_Aires',
  });

interface Props {
  view: TillView & { caja: NonNullable<TillView['caja']> };
  onShowReceipt: (cobro: Cobro) => void;
  onClosed: (closed: Caja) => void;
}

/** The open till: its totals per medio, the expected cash, movements, charges and the close. */
export function TillPanel({ view, onShowReceipt, onClosed }: Props) {
  const { caja, totales, cobros, movimientos } = view;
  const [dialog, setDialog] = useState<'movement' | 'close' | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="till-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="till-title" variant="h2">
          Caja abierta
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Abierta por ${caja.abierta_por} a las ${time(caja.fecha_apertura)} con ${formatARS(caja.monto_inicial)}.`}
        </Typography>
        <Figures
          label="Totales de la caja"
          rows={[
            ...MEDIOS_CAJA.map((m) => ({
              label: MEDIO_LABEL[m],
              value: formatARS(totales?.[m] ?? '0'),
            })),
            { label: 'Efectivo esperado', value: formatARS(caja.efectivo_esperado), strong: true },
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
        {cobros.length === 0 ? (
          <Typography color="text.secondary">Todavía no hay cobros.</Typography>
        ) : (
          <List dense disablePadding>
            {cobros.map((c) => (
              <ListItem
                key={c.id_cobro}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => onShowReceipt(c)}>
                    Comprobante
                  </Button>
                }
              >
                <ListItemText
                  primary={`${time(c.fecha_hora)} · ${formatARS(c.total)}${c.estado === 'anulado' ? ' · anulado' : ''}`}
                  secondary={c.items.map((i) => i.nombre).join(', ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {movimientos.length > 0 && (
          <>
            <Typography variant="h3" component="h3">
              Movimientos de efectivo
            </Typography>
            <List dense disablePadding>
              {movimientos.map((m) => (
                <ListItem key={m.id_movimiento} disableGutters>
                  <ListItemText
                    primary={`${m.tipo === 'ingreso' ? 'Entrada' : 'Salida'} de ${formatARS(m.monto)}`}
                    secondary={`${time(m.fecha_hora)} · ${m.motivo} · ${m.usuario}`}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Stack>
      <TillMovementDialog
        open={dialog === 'movement'}
        idCaja={caja.id_caja}
        onClose={() => setDialog(null)}
      />
      <CloseTillDialog
        open={dialog === 'close'}
        caja={caja}
        onClose={() => setDialog(null)}
        onClosed={onClosed}
      />
    </Paper>
  );
}
