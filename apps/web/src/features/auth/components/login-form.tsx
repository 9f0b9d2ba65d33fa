import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { LazyAlert as Alert, usePreloadAlert } from '@/components/lazy-alert';
import { PasswordField } from '@/components/password-field';
import { TextLink } from '@/components/text-link';
import { TextInput } from '@/components/text-input';
import { muiField } from '@/lib/form';
import { lazyPage } from '@/lib/lazy-page';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin, useReturnTo } from '../hooks/use-login';
import type { LoginForm as LoginValues } from '../schemas';
import type { ForgotPasswordDialog as Forgot } from './forgot-password-dialog';

const login = lazyResolver<LoginValues>(() =>
  import('../login-resolver').then((m) => m.loginResolver),
);

/** Opened from a button: it loads (with its own form and schema) when first asked for. */
const ForgotPasswordDialog = lazyPage<ComponentProps<typeof Forgot>>(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export function LoginForm() {
  const { submit, error } = useLogin();
  const returnTo = useReturnTo();
  const [forgotOpen, setForgotOpen] = useState(false);
  // mounted from the first opening on, so that closing it keeps its transition
  const [forgotMounted, setForgotMounted] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    login.preload();
  }, []);
  usePreloadAlert();

  // the dialog is a sibling of the form, not inside it: its portal is outside the form in the
  // page, but React sends its submit event up the component tree, into this form's onSubmit
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit(submit)}
        aria-label="Iniciar sesión"
      >
        {error && <Alert severity="error">{error}</Alert>}
        <TextInput
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
        <Button
          variant="text"
          onClick={() => {
            setForgotMounted(true);
            setForgotOpen(true);
          }}
        >
          Olvidé mi contraseña
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          ¿No tenés cuenta?{' '}
          {/* a client who registers first comes back here, and then to where they were going */}
          <TextLink to={paths.register} state={returnTo ? { from: returnTo } : undefined}>
            Registrate
          </TextLink>
        </Typography>
      </Stack>
      {forgotMounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            initialEmail={getValues('email')}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
