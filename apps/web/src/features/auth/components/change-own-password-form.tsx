import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { msg } from '@turnos/domain';
import { PasswordField } from '@/components/password-field';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { changeOwnPassword } from '@/api/account';
import { changeOwnPasswordFormSchema, type ChangeOwnPasswordForm } from '../schemas';

export const OWN_PASSWORD_CHANGED = 'Contraseña cambiada con éxito.';

/** Mode (b): a logged-in user, with the current password. */
export function ChangeOwnPasswordForm({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
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
      toast.success(OWN_PASSWORD_CHANGED);
      navigate(-1);
    } catch (e) {
      setError(showError(e, msg.loginGeneric, serverWords()));
    }
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
