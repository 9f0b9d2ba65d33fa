import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CartApi } from '../hooks/use-cart';
import type { CartFigures } from '../utils/cart-figures';

export interface TipProfessional {
  id_peluquero_sucursal: number;
  nombre: string;
}

/** Tips, each for one professional of the branch. */
export function CartTips({
  cart,
  professionals,
  errors,
  showErrors,
}: {
  cart: CartApi;
  professionals: readonly TipProfessional[];
  errors: CartFigures['errors']['tips'];
  showErrors: boolean;
}) {
  const free = professionals.filter(
    (p) => !cart.cart.tips.some((t) => t.id_peluquero_sucursal === p.id_peluquero_sucursal),
  );
  const [who, setWho] = useState('');
  const chosen = free.find((p) => String(p.id_peluquero_sucursal) === who) ?? free[0];
  return (
    <Stack spacing={1} component="section" aria-labelledby="cart-tips-title">
      <Typography id="cart-tips-title" variant="h3">
        Propinas
      </Typography>
      {cart.cart.tips.map((t, i) => {
        const error = showErrors || t.monto !== '' ? errors[i] : undefined;
        return (
          <Stack
            key={t.id_peluquero_sucursal}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              id={`cart-propina-${t.id_peluquero_sucursal}`}
              label={`Propina para ${t.profesional}`}
              size="small"
              inputMode="decimal"
              value={t.monto}
              onChange={(e) => cart.setTip(i, e.target.value)}
              error={Boolean(error)}
              helperText={error}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={`Quitar propina para ${t.profesional}`}
              onClick={() => cart.removeTip(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      {chosen && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            id="cart-propina-profesional"
            select
            size="small"
            label="Profesional"
            value={String(chosen.id_peluquero_sucursal)}
            onChange={(e) => setWho(e.target.value)}
            sx={{ flex: 1 }}
          >
            {free.map((p) => (
              <MenuItem key={p.id_peluquero_sucursal} value={String(p.id_peluquero_sucursal)}>
                {p.nombre}
              </MenuItem>
            ))}
          </TextField>
          <Button
            onClick={() =>
              cart.addTip({
                id_peluquero_sucursal: chosen.id_peluquero_sucursal,
                profesional: chosen.nombre,
                monto: '',
              })
            }
          >
            Agregar propina
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
