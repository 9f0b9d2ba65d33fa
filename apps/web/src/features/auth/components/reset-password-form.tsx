import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordFormSchema, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { PasswordField } from '@/components/password-field';
import { useErrorText, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { resetPasswordWithCode } from '@/api/account';
import type { ChangePasswordForm } from '../schemas';

export const PASSWORD_CHANGED = 'Tu contraseña fue cambiada. Ya podés iniciar sesión.';

/** Mode (a): from the e-mailed link `/cambio-password?email=..&code=..`. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', confirmacion: '' },
  });
  const { errors, isSubmitting } = formState;

  async function submit(v: ChangePasswordForm) {
    setError(null);
    try {
      await resetPasswordWithCode({ email, code, new_password: v.password });
      toast.success(PASSWORD_CHANGED);
      navigate(paths.login, { replace: true });
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
      aria-label="Elegir nueva contraseña"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField id="reset-email" label="Email" value={email} disabled autoComplete="username" />
      <PasswordField
        id="reset-password"
        label="Nueva contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? msg.passwordHint}
        {...muiField(register('password'))}
      />
      <PasswordField
        id="reset-confirmacion"
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmacion)}
        helperText={errors.confirmacion?.message}
        {...muiField(register('confirmacion'))}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        Cambiar contraseña
      </Button>
    </Stack>
  );
}
