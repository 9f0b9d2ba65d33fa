import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched'> {
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * An outlined text box with the markup of MUI's TextField (label tied by `for`, helper text by
 * aria-describedby, the required asterisk) built from its parts. TextField also has a `select`
 * mode, so it brings Select, Menu, Popover and Modal (~15 KB gzip) into any page with a text
 * box: the pages a visitor lands on (login) use this one.
 */
export function TextInput({
  id: idProp,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  className,
  sx,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      className={className}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperId}
        fullWidth={fullWidth}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
