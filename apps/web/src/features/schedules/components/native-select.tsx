import TextField from '@mui/material/TextField';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  /** The text of the empty choice; none when omitted. */
  placeholder?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** A labelled native select: keyboard and phone friendly, one option per line. */
export function NativeSelect({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  error,
  placeholder,
  helperText,
  size = 'small',
  fullWidth = true,
}: Props) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size={size}
      fullWidth={fullWidth}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

export const timeOptions = (times: readonly string[]): Option[] =>
  times.map((t) => ({ value: t, label: t }));
