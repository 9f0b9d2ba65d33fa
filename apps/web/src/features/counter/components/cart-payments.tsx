import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { centsToWire, toCents } from '@turnos/domain';
import { useClientCredit } from '@/api/credit';
import { formatARS } from '@/lib/format';
import type { CartApi } from '../hooks/use-cart';
import {
  CUOTAS_MAX,
  MEDIO_LABEL,
  MEDIOS_CAJA,
  typedCents,
  type CartFigures,
  type ChargePaymentMethod,
} from '../utils/cart-figures';

/** '1500.50' → '1500,50', '1500.00' → '1500': an amount as a person types it. */
const asTyped = (cents: bigint) => centsToWire(cents).replace(/\.00$/, '').replace('.', ',');

/** One or more payment lines: medio, amount, cuotas (crédito), referencia (Mercado Pago…). */
export function CartPayments({
  cart,
  figures,
  showErrors,
  clientId = null,
}: {
  cart: CartApi;
  figures: CartFigures;
  showErrors: boolean;
  /** the charge's client: their credit is a method when they have some (contract §7.5) */
  clientId?: number | null;
}) {
  const payments = cart.cart.payments;
  const credit = useClientCredit(clientId);
  const creditBalance = credit.data && toCents(credit.data.saldo) > 0n ? credit.data.saldo : null;
  const medios: readonly ChargePaymentMethod[] =
    creditBalance || payments.some((p) => p.medio === 'saldo')
      ? [...MEDIOS_CAJA, 'saldo']
      : MEDIOS_CAJA;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="cart-payments-title">
      <Typography id="cart-payments-title" variant="h3">
        Pagos
      </Typography>
      {payments.map((p, i) => {
        const e = figures.errors.payments[i];
        const n = i + 1;
        const show = (value: string) => showErrors || value !== '';
        // what this line would need to cover the rest of the total
        const others = figures.pagado - (typedCents(p.monto) ?? 0n);
        const rest = figures.total - others;
        return (
          <Stack key={i} spacing={1} role="group" aria-label={`Pago ${n}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id={`cart-pago-${i}-medio`}
                select
                label="Medio"
                size="small"
                value={p.medio}
                onChange={(ev) =>
                  cart.setPayment(i, { medio: ev.target.value as ChargePaymentMethod })
                }
                sx={{ minWidth: 140 }}
              >
                {medios.map((m) => (
                  <MenuItem key={m} value={m}>
                    {MEDIO_LABEL[m]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id={`cart-pago-${i}-monto`}
                label="Importe"
                size="small"
                inputMode="decimal"
                value={p.monto}
                onChange={(ev) => cart.setPayment(i, { monto: ev.target.value })}
                error={show(p.monto) && Boolean(e?.monto)}
                helperText={show(p.monto) ? e?.monto : undefined}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <IconButton
                aria-label={`Quitar pago ${n}`}
                onClick={() => cart.removePayment(i)}
                disabled={payments.length === 1}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              {rest > 0n && (
                <Button size="small" onClick={() => cart.setPayment(i, { monto: asTyped(rest) })}>
                  {`Completar con ${MEDIO_LABEL[p.medio].toLowerCase()}`}
                </Button>
              )}
              {p.medio === 'saldo' && (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  {creditBalance
                    ? `Disponible: ${formatARS(creditBalance)}`
                    : 'El cliente no tiene saldo a favor.'}
                </Typography>
              )}
              {p.medio === 'credito' && (
                <TextField
                  id={`cart-pago-${i}-cuotas`}
                  label="Cuotas"
                  size="small"
                  inputMode="numeric"
                  value={p.cuotas}
                  placeholder="1"
                  onChange={(ev) => cart.setPayment(i, { cuotas: ev.target.value })}
                  error={Boolean(e?.cuotas)}
                  helperText={e?.cuotas ?? `1 a ${CUOTAS_MAX}`}
                  sx={{ width: 110 }}
                />
              )}
              {(p.medio === 'mercadopago' || p.medio === 'transferencia') && (
                <TextField
                  id={`cart-pago-${i}-referencia`}
                  label="Referencia (opcional)"
                  size="small"
                  value={p.referencia}
                  onChange={(ev) => cart.setPayment(i, { referencia: ev.target.value })}
                  error={Boolean(e?.referencia)}
                  helperText={e?.referencia}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              )}
            </Stack>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => cart.addPayment({ medio: 'debito', monto: '', cuotas: '', referencia: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Agregar otro medio de pago
      </Button>
    </Stack>
  );
}
