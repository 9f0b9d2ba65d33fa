import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface CatalogSelectProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  error?: boolean;
}

/** A labelled native select: usable with the keyboard, phone pickers and screen readers. */
export function CatalogSelect(props: CatalogSelectProps) {
  const { id, label, value, options, onChange, disabled, loading, helperText, error } = props;
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled || loading}
      error={error}
      helperText={loading ? 'Cargando…' : helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {options.length === 0 ? 'Sin opciones' : 'Elegí una opción'}
      </option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
