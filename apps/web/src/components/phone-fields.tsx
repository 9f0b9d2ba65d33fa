import type { UseFormRegisterReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { muiField } from '@/lib/form';
import { TextInput } from './text-input';

export type PhonePart = 'pais' | 'area' | 'numero';
type Part = PhonePart;

interface Props {
  /** keeps the inputs' ids unique on the page */
  idPrefix: string;
  fields: Record<Part, UseFormRegisterReturn>;
  errors?: Partial<Record<Part, { message?: string }>>;
}

const digits = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

/** Celular split in country code, area code and number without the 15 (seed §5). */
export function PhoneFields({ idPrefix, fields, errors }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Celular
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1.2fr 2fr', gap: 1 }}>
        <TextInput
          id={`${idPrefix}-pais`}
          label="País"
          required
          error={Boolean(errors?.pais)}
          helperText={errors?.pais?.message}
          inputProps={{ ...digits, maxLength: 3 }}
          startAdornment={<InputAdornment position="start">+</InputAdornment>}
          {...muiField(fields.pais)}
        />
        <TextInput
          id={`${idPrefix}-area`}
          label="Cód. área"
          required
          error={Boolean(errors?.area)}
          helperText={errors?.area?.message ?? 'Sin el 0'}
          inputProps={{ ...digits, maxLength: 5 }}
          {...muiField(fields.area)}
        />
        <TextInput
          id={`${idPrefix}-numero`}
          label="Número"
          required
          autoComplete="tel-local"
          error={Boolean(errors?.numero)}
          helperText={errors?.numero?.message ?? 'Sin el 15'}
          inputProps={{ ...digits, maxLength: 9 }}
          {...muiField(fields.numero)}
        />
      </Box>
    </Box>
  );
}
