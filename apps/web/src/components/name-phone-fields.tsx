import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { muiField } from '@/lib/form';

export const PHONE_HINT = 'Con código de país y de área, ej. 5492971234567';

interface Field {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A person's name and phone, as every edit form shows them (seed §5: name ≤ 50, phone digits). */
export function NameAndPhoneFields({
  idPrefix,
  nombre,
  celular,
}: {
  /** ids `${idPrefix}-nombre` and `${idPrefix}-celular`; generated when absent */
  idPrefix?: string;
  nombre: Field;
  celular: Field;
}) {
  return (
    <>
      <TextField
        id={idPrefix && `${idPrefix}-nombre`}
        label="Nombre"
        required
        error={Boolean(nombre.error)}
        helperText={nombre.error}
        slotProps={{ htmlInput: { maxLength: 50 } }}
        {...muiField(nombre.registration)}
      />
      <TextField
        id={idPrefix && `${idPrefix}-celular`}
        label="Celular"
        required
        error={Boolean(celular.error)}
        helperText={celular.error ?? PHONE_HINT}
        slotProps={{ htmlInput: { maxLength: 17, inputMode: 'tel' } }}
        {...muiField(celular.registration)}
      />
    </>
  );
}
