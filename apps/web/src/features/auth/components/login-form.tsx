import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { muiField } from '@/lib/form';
import Typography from '@mui/material/Typography';
import { loginSchema } from '@turnos/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { PasswordField } from '@/components/password-field';
import { useLogin } from '../hooks/use-login';
import type { LoginForm as LoginValues } from '../schemas';
import { ForgotPasswordDialog } from './forgot-password-dialog';

export function LoginForm() {
  const { submit, error } = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(submit)}
      aria-label="Iniciar sesión"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiField(register('email'))}
      />
      <PasswordField
        id="login-password"
        label="Contraseña"
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...muiField(register('password'))}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Ingresando…' : 'Ingresar'}
      </Button>
      <Button variant="text" onClick={() => setForgotOpen(true)}>
        Olvidé mi contraseña
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        ¿No tenés cuenta?{' '}
        <Link component={RouterLink} to={paths.register}>
          Registrate
        </Link>
      </Typography>
      <ForgotPasswordDialog
        open={forgotOpen}
        initialEmail={getValues('email')}
        onClose={() => setForgotOpen(false)}
      />
    </Stack>
  );
}
