import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorCode, msg, normalizePrice } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { isNetworkError, type ApiError } from '@/lib/api-error';
import { useUpdatePrice, type Service } from '@/api/services';
import { priceForInput } from '../schemas';

export const PRICE_UNEXPECTED = 'Error inesperado al guardar cambios';
export const priceChanged = (service: string) => `¡El precio de ${service} ha sido modificado!`;

/** Seed §8 "Price update": not authorized, the server's reason, or unexpected (no answer). */
function priceUpdateError(e: ApiError): string {
  if (isNetworkError(e)) return PRICE_UNEXPECTED;
  if (e.status === 401 || e.code === ErrorCode.forbidden) return msg.notAuthorized;
  return `Error al guardar los cambios. ${e.message}`;
}

/** An editable price with its own Actualizar button, enabled only for a valid, changed price. */
export function PriceCell({ service }: { service: Service }) {
  const toast = useToast();
  const showError = useErrorToast();
  const update = useUpdatePrice();
  const [value, setValue] = useState(() => priceForInput(service.precio));
  const normalized = normalizePrice(value);
  const changed =
    normalized !== null && normalized !== normalizePrice(priceForInput(service.precio));

  async function save() {
    if (normalized === null) return;
    try {
      await update.mutateAsync({ id: service.id_servicio, precio: normalized });
      toast.success(priceChanged(service.nombre));
    } catch (e) {
      showError(e, PRICE_UNEXPECTED, priceUpdateError);
    }
  }

  return (
    // wraps instead of spilling out of a phone's card (issue 29.13): the field takes the room
    // left, the button goes under it when there is none
    <Stack
      direction="row"
      useFlexGap
      sx={{
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 1,
        minWidth: 0,
        maxWidth: '100%',
      }}
    >
      <TextField
        size="small"
        label={`Precio de ${service.nombre}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed) void save();
        }}
        error={value !== '' && normalized === null}
        helperText={
          value !== '' && normalized === null
            ? 'Sólo números y coma. Dos números para centavos.'
            : undefined
        }
        slotProps={{ htmlInput: { maxLength: 60, inputMode: 'decimal' } }}
        sx={{ flex: { xs: '1 1 9rem', sm: '0 0 170px' }, minWidth: 0 }}
      />
      <Button
        variant="outlined"
        onClick={() => void save()}
        sx={{ flexShrink: 0 }}
        disabled={!changed || update.isPending}
      >
        Actualizar
      </Button>
    </Stack>
  );
}
