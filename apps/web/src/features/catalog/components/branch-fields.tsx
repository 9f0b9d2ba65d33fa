import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { muiField } from '@/lib/form';
import { BRANCH_FORM_MAX, type BranchFormInput } from '../schemas';

interface Props {
  idPrefix: string;
  register: UseFormRegister<BranchFormInput>;
  errors: FieldErrors<BranchFormInput>;
}

/** Nombre and dirección of a branch (seed §2, §5: 60 characters each in the forms). */
export function BranchFields({ idPrefix, register, errors }: Props) {
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        required
        error={Boolean(errors.nombre)}
        helperText={errors.nombre?.message}
        slotProps={{ htmlInput: { maxLength: BRANCH_FORM_MAX } }}
        {...muiField(register('nombre'))}
      />
      <TextField
        id={`${idPrefix}-direccion`}
        label="Dirección"
        required
        error={Boolean(errors.direccion)}
        helperText={errors.direccion?.message}
        slotProps={{ htmlInput: { maxLength: BRANCH_FORM_MAX } }}
        {...muiField(register('direccion'))}
      />
    </Stack>
  );
}
