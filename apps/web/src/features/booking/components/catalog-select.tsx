import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

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
  /** leaving the field (to show its validation only once the user has been there) */
  onBlur?: () => void;
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  error?: boolean;
  /** the id of a message that explains the error (the form's), read with the field */
  errorMessageId?: string;
  /**
   * What the empty list says when it waits for another choice ("Elegí primero la sucursal");
   * without it, an empty list says it has no options.
   */
  waitsFor?: string;
}

/**
 * A labelled native select: usable with the keyboard, phone pickers and screen readers. Built
 * from TextField's parts (same markup as `<TextField select native>`), because TextField itself
 * brings MUI's non-native Select with its Menu and Modal.
 */
export function CatalogSelect(props: CatalogSelectProps) {
  const { id, label, value, options, onChange, onBlur, disabled, loading, helperText, error } =
    props;
  const helper = loading ? 'Cargando…' : helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  const describedBy = [helperId, error ? props.errorMessageId : undefined].filter(Boolean);
  return (
    <FormControl fullWidth disabled={disabled || loading} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="" disabled>
          {options.length > 0 ? 'Elegí una opción' : (props.waitsFor ?? 'Sin opciones')}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
