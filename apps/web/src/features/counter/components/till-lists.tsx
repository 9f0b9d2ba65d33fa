import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Charge, TillMovement } from '@/api/till';
import { formatARS } from '@/lib/format';
import { annulledText, paymentsText, timeOf } from '../utils/charge-text';

/**
 * A till's charges, in the order charged, annulled ones marked with who, when and why; each
 * opens its receipt, and (an admin, the till open) may be annulled.
 */
export function TillCharges({
  charges,
  onShowReceipt,
  onAnnul,
}: {
  charges: readonly Charge[];
  onShowReceipt: (charge: Charge) => void;
  /** given only where annulling is allowed (an admin, an open till) */
  onAnnul?: (charge: Charge) => void;
}) {
  if (charges.length === 0)
    return <Typography color="text.secondary">Todavía no hay cobros.</Typography>;
  return (
    <List dense disablePadding aria-label="Cobros de la caja">
      {charges.map((c) => {
        const annulled = c.estado === 'anulado';
        return (
          <ListItem
            key={c.id_cobro}
            disableGutters
            divider
            sx={{ display: 'block', py: 1 }}
            aria-label={`Cobro N° ${c.id_cobro}${annulled ? ', anulado' : ''}`}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                sx={{ fontWeight: 500, textDecoration: annulled ? 'line-through' : undefined }}
              >
                {`${timeOf(c.fecha_hora)} · N° ${c.id_cobro} · ${formatARS(c.total)}`}
              </Typography>
              {annulled && <Chip size="small" color="error" variant="outlined" label="Anulado" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {`${c.items.map((i) => i.nombre).join(', ')} · ${paymentsText(c)} · ${c.cobrado_por}`}
            </Typography>
            {annulled && (
              <Typography variant="body2" color="error.main">
                {annulledText(c)}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={() => onShowReceipt(c)}
                aria-label={`Comprobante del cobro N° ${c.id_cobro}`}
              >
                Comprobante
              </Button>
              {onAnnul && !annulled && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onAnnul(c)}
                  aria-label={`Anular cobro N° ${c.id_cobro}`}
                >
                  Anular cobro
                </Button>
              )}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}

/** A till's cash in and out, oldest first. */
export function TillMovements({ movements }: { movements: readonly TillMovement[] }) {
  return (
    <List dense disablePadding aria-label="Movimientos de efectivo">
      {movements.map((m) => (
        <ListItem key={m.id_movimiento} disableGutters sx={{ display: 'block' }}>
          <Typography>{`${m.tipo === 'ingreso' ? 'Entrada' : 'Salida'} de ${formatARS(m.monto)}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${timeOf(m.fecha_hora)} · ${m.motivo} · ${m.usuario}`}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
