import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { muiField } from '@/lib/form';
import { PhoneFields, type PhonePart } from './phone-fields';

interface Field {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A person's name and phone, as every edit form shows them: the name (seed §5: ≤ 50) and the
 * phone in the same three parts as registration (issue 29.14), so a number WhatsApp cannot reach
 * is said at the field that is wrong.
 */
export function NameAndPhoneFields({
  idPrefix,
  nombre,
  telefono,
}: {
  /** ids `${idPrefix}-nombre`, `${idPrefix}-pais`, `-area`, `-numero` */
  idPrefix: string;
  nombre: Field;
  telefono: {
    fields: Record<PhonePart, UseFormRegisterReturn>;
    errors?: Partial<Record<PhonePart, { message?: string }>>;
  };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        required
        error={Boolean(nombre.error)}
        helperText={nombre.error}
        slotProps={{ htmlInput: { maxLength: 50 } }}
        {...muiField(nombre.registration)}
      />
      <PhoneFields idPrefix={idPrefix} fields={telefono.fields} errors={telefono.errors} />
    </>
  );
}
