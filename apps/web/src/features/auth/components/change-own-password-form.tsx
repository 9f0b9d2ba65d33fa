import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { msg } from '@turnos/domain';
import { PasswordField } from '@/components/password-field';
import { useErrorText } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { changeOwnPassword } from '@/api/account';
import { changeOwnPasswordFormSchema, type ChangeOwnPasswordForm } from '../schemas';

/**
 * Mode (b): a logged-in user, with the current password. On success `onChanged` runs (the page
 * shows the confirmation and ends the session: every earlier token died with the change).
 */
export function ChangeOwnPasswordForm({
  userId,
  onChanged,
}: {
  userId: number;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const showError = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ChangeOwnPasswordForm>({
    resolver: zodResolver(changeOwnPasswordFormSchema),
    defaultValues: { actual: '', password: '', confirmacion: '' },
  });
  const { errors, isSubmitting } = formState;

  async function submit(v: ChangeOwnPasswordForm) {
    setError(null);
    try {
      await changeOwnPassword({ ID: userId, password_actual: v.actual, password: v.password });
    } catch (e) {
      setError(showError(e, msg.loginGeneric, serverWords()));
      return;
    }
    onChanged();
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(submit)}
      aria-label="Cambio de contraseña"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <PasswordField
        id="own-actual"
        label="Contraseña actual"
        autoComplete="current-password"
        required
        error={Boolean(errors.actual)}
        helperText={errors.actual?.message}
        {...muiField(register('actual'))}
      />
      <PasswordField
        id="own-password"
        label="Nueva contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? msg.passwordHint}
        {...muiField(register('password'))}
      />
      <PasswordField
        id="own-confirmacion"
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmacion)}
        helperText={errors.confirmacion?.message}
        {...muiField(register('confirmacion'))}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Volver</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Cambiar contraseña
        </Button>
      </Stack>
    </Stack>
  );
}
