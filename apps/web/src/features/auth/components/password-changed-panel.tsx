import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';

export const PASSWORD_CHANGED_TITLE = 'Cambiaste tu contraseña';
export const PASSWORD_CHANGED_NEXT =
  'Por seguridad cerramos tu sesión en todos tus dispositivos. Iniciá sesión con tu nueva contraseña.';

/**
 * What a signed-in user sees after changing their own password: the confirmation and the next
 * step. Every earlier token of theirs died with the change (contract §3), so the session here
 * was closed too; the button takes them to sign in again. Focus moves to the message, so a
 * screen reader reads it where the form was.
 */
export function PasswordChangedPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status" ref={ref} tabIndex={-1}>
        <AlertTitle>{PASSWORD_CHANGED_TITLE}</AlertTitle>
        {PASSWORD_CHANGED_NEXT}
      </Alert>
      <Button component={RouterLink} to={paths.login} replace variant="contained">
        Iniciar sesión
      </Button>
    </Stack>
  );
}
