import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { findProductByCode, useProducts, type Product } from '@/api/products';
import { useErrorText } from '@/components/toast/use-error-toast';
import { formatARS } from '@/lib/format';
import type { CartApi } from '../hooks/use-cart';
import { formatCents, type CartFigures } from '../utils/cart-figures';
import { counterText } from '../utils/counter-text';
import { toCents } from '@turnos/domain';
import type { TipProfessional } from './cart-tips';

/**
 * Products into the cart: search by name or code, or a barcode scanner that types the code and
 * Enter (the exact code is looked up and one unit added); each line's quantity and who sold it
 * (a professional of the branch: their commission, contract §7.4) editable.
 */
export function CartProducts({
  branchId,
  cart,
  errors,
  showErrors,
  sellers,
  defaultSeller,
}: {
  branchId: string;
  cart: CartApi;
  errors: CartFigures['errors']['products'];
  showErrors: boolean;
  /** the professionals of the branch */
  sellers: readonly TipProfessional[];
  /** who sold a product just added, unless changed */
  defaultSeller?: number;
}) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const errorText = useErrorText();
  const search = useDeferredValue(text.trim());
  const found = useProducts(branchId, search, search.length >= 2);
  const matches = (found.data ?? []).filter((p) => p.activo === '1').slice(0, 6);

  function add(p: Product) {
    if (p.stock <= 0) {
      setNotice(counterText.noStock(p.nombre));
      return;
    }
    cart.addProduct({
      id_producto: p.id_producto,
      nombre: p.nombre,
      precio: p.precio,
      stock: p.stock,
      id_peluquero_sucursal: defaultSeller,
    });
    setNotice(null);
    setText('');
  }

  async function enter() {
    const code = text.trim();
    if (code === '') return;
    try {
      const byCode = await findProductByCode(branchId, code);
      if (byCode) add(byCode);
      else if (matches.length === 1 && matches[0]) add(matches[0]);
      else setNotice(counterText.noProduct(code));
    } catch (e) {
      setNotice(errorText(e, counterText.productsError));
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="cart-products-title">
      <Typography id="cart-products-title" variant="h3">
        Productos
      </Typography>
      <TextField
        id="cart-product-search"
        label="Buscar producto o escanear código"
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          }
        }}
        helperText="Escribí el nombre o el código; con el lector, el código y Enter lo agregan."
      />
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {found.isError && search.length >= 2 && (
        <Alert severity="error">{counterText.productsError}</Alert>
      )}
      {search.length >= 2 && found.isSuccess && matches.length === 0 && (
        <Typography color="text.secondary">No hay productos con ese nombre o código.</Typography>
      )}
      {search.length >= 2 && matches.length > 0 && (
        <List dense aria-label="Productos encontrados" disablePadding>
          {matches.map((p) => (
            <ListItem
              key={p.id_producto}
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => add(p)} aria-label={`Agregar ${p.nombre}`}>
                  Agregar
                </Button>
              }
            >
              <ListItemText
                primary={`${p.nombre} · ${formatARS(p.precio)}`}
                secondary={`${p.codigo ?? 'Sin código'} · stock ${p.stock}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {cart.cart.products.map((p, i) => {
        const n = Number(p.cantidad);
        const importe = Number.isInteger(n) && n > 0 ? toCents(p.precio) * BigInt(n) : null;
        const error = showErrors || p.cantidad !== '' ? errors[i] : undefined;
        return (
          <Stack key={p.id_producto} spacing={1} role="group" aria-label={p.nombre}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography>{p.nombre}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${formatARS(p.precio)} c/u${importe === null ? '' : ` · ${formatCents(importe)}`}`}
                </Typography>
              </Stack>
              <TextField
                id={`cart-product-${p.id_producto}-cantidad`}
                label="Cantidad"
                size="small"
                value={p.cantidad}
                inputMode="numeric"
                onChange={(e) => cart.setProductQuantity(i, e.target.value)}
                error={Boolean(error)}
                helperText={error}
                sx={{ width: 110 }}
              />
              <IconButton aria-label={`Quitar ${p.nombre}`} onClick={() => cart.removeProduct(i)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
            <TextField
              id={`cart-product-${p.id_producto}-vendedor`}
              select
              size="small"
              label="Vendió"
              value={p.id_peluquero_sucursal === undefined ? '' : String(p.id_peluquero_sucursal)}
              onChange={(e) =>
                cart.setSeller(i, e.target.value === '' ? undefined : Number(e.target.value))
              }
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value="">Sin indicar</MenuItem>
              {sellers.map((s) => (
                <MenuItem key={s.id_peluquero_sucursal} value={String(s.id_peluquero_sucursal)}>
                  {s.nombre}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        );
      })}
    </Stack>
  );
}
