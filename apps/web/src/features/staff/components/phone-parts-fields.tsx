import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { muiField } from '@/lib/form';
import type { NewProfessionalInput } from '../schemas';

interface Props {
  register: UseFormRegister<NewProfessionalInput>;
  errors: FieldErrors<NewProfessionalInput>['telefono'];
}

const digits = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

/** Celular split in country code, area code and number without the 15 (seed §5). */
export function PhonePartsFields({ register, errors }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Celular
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1.2fr 2fr', gap: 1 }}>
        <TextField
          id="new-pro-pais"
          label="País"
          required
          error={Boolean(errors?.pais)}
          helperText={errors?.pais?.message}
          slotProps={{
            htmlInput: { ...digits, maxLength: 3 },
            input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
          }}
          {...muiField(register('telefono.pais'))}
        />
        <TextField
          id="new-pro-area"
          label="Cód. área"
          required
          error={Boolean(errors?.area)}
          helperText={errors?.area?.message ?? 'Sin el 0'}
          slotProps={{ htmlInput: { ...digits, maxLength: 5 } }}
          {...muiField(register('telefono.area'))}
        />
        <TextField
          id="new-pro-numero"
          label="Número"
          required
          error={Boolean(errors?.numero)}
          helperText={errors?.numero?.message ?? 'Sin el 15'}
          slotProps={{ htmlInput: { ...digits, maxLength: 9 } }}
          {...muiField(register('telefono.numero'))}
        />
      </Box>
    </Box>
  );
}
