import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { ClientAutocomplete } from '@/components/client-autocomplete';
import { useErrorText } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatARS } from '@/lib/format';
import { useRegisterCharge } from '@/api/charges';
import { useProfessionalsOfBranch } from '@/api/professionals';
import type { Charge } from '@/api/till';
import type { CartApi } from '../hooks/use-cart';
import { cartClient, cartFigures, chargeParams, formatCents } from '../utils/cart-figures';
import { counterText } from '../utils/counter-text';
import { CartPayments } from './cart-payments';
import { CartProducts } from './cart-products';
import { CartTips, type TipProfessional } from './cart-tips';
import { Figures } from './figures';

interface Props {
  tillId: number;
  branchId: string;
  cart: CartApi;
  professionals: readonly TipProfessional[];
  /** the user's own professional-branch here (a professional selling): a product's default seller */
  ownLink?: number;
  onCharged: (charge: Charge) => void;
}

/**
 * The cart: services, products, discount, tips and payments, with the total, the seña applied
 * and the change estimated live (the contract's formula); the server's charge is what counts.
 */
export function CartPanel({ tillId, branchId, cart, professionals, ownLink, onCharged }: Props) {
  const charge = useRegisterCharge();
  const staff = useProfessionalsOfBranch(branchId);
  const sellers = (staff.data ?? []).map((p) => ({
    id_peluquero_sucursal: p.id_peluquero_sucursal,
    nombre: p.nombre,
  }));
  const errorText = useErrorText();
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const f = cartFigures(cart.cart);
  const { services } = cart.cart;
  const tipProfessionals = [
    ...services
      .map((s) => ({ id_peluquero_sucursal: s.id_peluquero_sucursal, nombre: s.profesional }))
      .filter(
        (p, i, all) =>
          all.findIndex((x) => x.id_peluquero_sucursal === p.id_peluquero_sucursal) === i,
      ),
    ...professionals.filter(
      (p) => !services.some((s) => s.id_peluquero_sucursal === p.id_peluquero_sucursal),
    ),
  ];
  const descuentoError = attempted || cart.cart.descuento !== '' ? f.errors.descuento : undefined;

  async function submit() {
    setAttempted(true);
    setFailure(null);
    if (!f.ok) return;
    try {
      const cobro = await charge.mutateAsync(
        chargeParams(tillId, cartClient(cart.cart), cart.cart),
      );
      setAttempted(false);
      cart.clear();
      onCharged(cobro);
    } catch (e) {
      setFailure(errorText(e, counterText.chargeError, serverWords()));
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cart-title" sx={{ p: 2 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          <Typography id="cart-title" variant="h2">
            Cobro
          </Typography>
          <Stack spacing={1} component="section" aria-labelledby="cart-services-title">
            <Typography id="cart-services-title" variant="h3">
              Servicios
            </Typography>
            {services.length === 0 ? (
              <Typography color="text.secondary">
                Elegí un turno de la lista para cobrarlo.
              </Typography>
            ) : (
              services.map((s) => (
                <Stack key={s.id_turno} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography>{`${s.hora} · ${s.nombre}`}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {`${s.profesional} · ${formatARS(s.precio)}${s.sena === '0.00' ? '' : ` · seña pagada ${formatARS(s.sena)}`}`}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={`Quitar ${s.nombre} de las ${s.hora}`}
                    onClick={() => cart.removeService(s.id_turno)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))
            )}
          </Stack>
          <Divider />
          <CartProducts
            branchId={branchId}
            cart={cart}
            errors={f.errors.products}
            showErrors={attempted}
            sellers={sellers}
            defaultSeller={services[0]?.id_peluquero_sucursal ?? ownLink}
          />
          {services.length === 0 && (
            <ClientAutocomplete
              id="cart-cliente"
              label="Cliente (opcional)"
              required={false}
              value={cart.cart.client}
              onChange={cart.setClient}
              helperText="En una venta sin turno, a quién le vendés."
            />
          )}
          <Divider />
          <TextField
            id="cart-descuento"
            label="Descuento"
            size="small"
            inputMode="decimal"
            value={cart.cart.descuento}
            onChange={(e) => cart.setDiscount(e.target.value)}
            error={Boolean(descuentoError)}
            helperText={descuentoError ?? 'Un importe en pesos (opcional).'}
          />
          <CartTips
            cart={cart}
            professionals={tipProfessionals}
            errors={f.errors.tips}
            showErrors={attempted}
          />
          <Divider />
          <CartPayments
            cart={cart}
            figures={f}
            showErrors={attempted}
            clientId={cartClient(cart.cart)}
          />
          <Divider />
          <Box role="status" aria-live="polite" aria-atomic="true">
            <Figures
              label="Importes del cobro"
              rows={[
                { label: 'Subtotal', value: formatCents(f.subtotal) },
                ...(f.descuento > 0n
                  ? [{ label: 'Descuento', value: `-${formatCents(f.descuento)}` }]
                  : []),
                ...(f.sena > 0n
                  ? [{ label: 'Seña aplicada', value: `-${formatCents(f.sena)}` }]
                  : []),
                ...(f.propinas > 0n ? [{ label: 'Propinas', value: formatCents(f.propinas) }] : []),
                { label: 'Total', value: formatCents(f.total), strong: true, id: 'cart-total' },
                { label: 'Pagado', value: formatCents(f.pagado) },
                f.falta > 0n
                  ? { label: 'Falta', value: formatCents(f.falta), id: 'cart-falta' }
                  : {
                      label: 'Vuelto',
                      value: formatCents(f.vuelto),
                      strong: true,
                      id: 'cart-vuelto',
                    },
              ]}
            />
          </Box>
          {attempted && f.errors.cart && <Alert severity="error">{f.errors.cart}</Alert>}
          {attempted && !f.errors.cart && !f.ok && (
            <Alert severity="error">Revisá los datos marcados.</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={charge.isPending}>
            {charge.isPending ? 'Cobrando…' : `Cobrar ${formatCents(f.total < 0n ? 0n : f.total)}`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
