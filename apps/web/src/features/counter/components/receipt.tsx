import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Charge } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL } from '../utils/cart-figures';
import { annulledText, dateTimeOf } from '../utils/charge-text';
import { counterText } from '../utils/counter-text';
import { Figures } from './figures';

export interface ReceiptProps {
  charge: Charge;
  studioName: string;
  logoUrl: string | null;
  branchName: string;
  /** a professional-branch's name, for the tips */
  professionalName: (id: number | null) => string;
}

/** A charge's receipt: the studio, the lines, the figures the server computed, the payments. */
export function Receipt({
  charge,
  studioName,
  logoUrl,
  branchName,
  professionalName,
}: ReceiptProps) {
  const c = charge;
  return (
    <Box
      id="receipt"
      component="article"
      aria-label={`Comprobante ${c.id_cobro}`}
      sx={{ fontSize: '0.9rem', '& .MuiTypography-root': { fontSize: 'inherit' } }}
    >
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        {logoUrl && (
          <Box
            component="img"
            src={logoUrl}
            alt=""
            sx={{
              maxWidth: '40%',
              maxHeight: 64,
              objectFit: 'contain',
              display: 'block',
              mx: 'auto',
            }}
          />
        )}
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem !important' }}>
          {studioName}
        </Typography>
        <Typography component="p">{branchName}</Typography>
        <Typography component="p">{`Comprobante N° ${c.id_cobro} · ${dateTimeOf(c.fecha_hora)}`}</Typography>
        <Typography component="p">{`Atendió: ${c.cobrado_por}`}</Typography>
        {c.estado === 'anulado' && (
          <Typography component="p" id="receipt-anulado" sx={{ fontWeight: 700 }}>
            {annulledText(c)}
          </Typography>
        )}
      </Box>
      <Divider sx={{ borderStyle: 'dashed', my: 1 }} />
      <Figures
        label="Detalle"
        rows={c.items.map((i, n) => ({
          label: `${i.cantidad > 1 ? `${i.cantidad} × ` : ''}${i.nombre}${n > 0 && c.items.slice(0, n).some((x) => x.nombre === i.nombre) ? ` (${n + 1})` : ''}`,
          value: formatARS(i.importe),
        }))}
      />
      <Divider sx={{ borderStyle: 'dashed', my: 1 }} />
      <Figures
        label="Importes"
        rows={[
          { label: 'Subtotal', value: formatARS(c.subtotal) },
          ...(c.descuento !== '0.00'
            ? [{ label: 'Descuento', value: `-${formatARS(c.descuento)}` }]
            : []),
          ...(c.sena_aplicada !== '0.00'
            ? [{ label: 'Seña ya pagada', value: `-${formatARS(c.sena_aplicada)}` }]
            : []),
          ...c.propinas.map((t) => ({
            label: `Propina ${professionalName(t.id_peluquero_sucursal)}`,
            value: formatARS(t.monto),
          })),
          { label: 'Total', value: formatARS(c.total), strong: true, id: 'receipt-total' },
        ]}
      />
      <Divider sx={{ borderStyle: 'dashed', my: 1 }} />
      <Figures
        label="Pagos"
        rows={[
          ...c.pagos.map((p, n) => ({
            label: `${MEDIO_LABEL[p.medio]}${p.cuotas && p.cuotas > 1 ? ` (${p.cuotas} cuotas)` : ''}${p.referencia ? ` · ${p.referencia}` : ''}${c.pagos.slice(0, n).some((x) => x.medio === p.medio) ? ` (${n + 1})` : ''}`,
            value: formatARS(p.monto),
          })),
          { label: 'Vuelto', value: formatARS(c.vuelto), strong: true, id: 'receipt-vuelto' },
        ]}
      />
      <Divider sx={{ borderStyle: 'dashed', my: 1 }} />
      <Typography component="p" sx={{ textAlign: 'center', fontWeight: 700 }}>
        {counterText.notFiscal}
      </Typography>
      <Typography component="p" sx={{ textAlign: 'center' }}>
        ¡Gracias por tu visita!
      </Typography>
    </Box>
  );
}
