import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            onClick={() => setShown((s) => !s)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
