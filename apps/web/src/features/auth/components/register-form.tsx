import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { muiField } from '@/lib/form';
import Typography from '@mui/material/Typography';
import { msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { LazyAlert as Alert, usePreloadAlert } from '@/components/lazy-alert';
import { PasswordField } from '@/components/password-field';
import { TextLink } from '@/components/text-link';
import { TextInput } from '@/components/text-input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useReturnTo } from '../hooks/use-login';
import { useRegister } from '../hooks/use-register';
import type { RegisterForm as RegisterValues } from '../schemas';
import { PhoneFields } from '@/components/phone-fields';

/** The shared schema (zod) loads right after the form is on screen, as on the login page. */
const schema = lazyResolver<RegisterValues>(() =>
  import('../register-resolver').then((m) => m.registerResolver),
);

const defaults: RegisterValues = {
  nombre: '',
  email: '',
  telefono: { pais: '54', area: '297', numero: '' },
  password: '',
  confirmacion: '',
};

export function RegisterForm() {
  const { submit, error, done } = useRegister();
  const returnTo = useReturnTo();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: schema.resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  useEffect(() => {
    schema.preload();
  }, []);
  usePreloadAlert();

  if (done) {
    return (
      <Alert severity="success" role="status">
        {msg.registerSuccess}
      </Alert>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(submit)}
      aria-label="Registrarse"
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextInput
        id="register-nombre"
        label="Nombre y apellido"
        autoComplete="name"
        required
        error={Boolean(errors.nombre)}
        helperText={errors.nombre?.message}
        inputProps={{ maxLength: 50 }}
        {...muiField(register('nombre'))}
      />
      <TextInput
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        inputProps={{ maxLength: 60 }}
        {...muiField(register('email'))}
      />
      <PhoneFields
        idPrefix="register"
        errors={errors.telefono}
        fields={{
          pais: register('telefono.pais'),
          area: register('telefono.area'),
          numero: register('telefono.numero'),
        }}
      />
      <PasswordField
        id="register-password"
        label="Contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? msg.passwordHint}
        inputProps={{ maxLength: 60 }}
        {...muiField(register('password'))}
      />
      <PasswordField
        id="register-confirmacion"
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmacion)}
        helperText={errors.confirmacion?.message}
        inputProps={{ maxLength: 60 }}
        {...muiField(register('confirmacion'))}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Creando cuenta…' : 'Crear cuenta'}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        ¿Ya tenés cuenta?{' '}
        <TextLink to={paths.login} state={returnTo ? { from: returnTo } : undefined}>
          Iniciá sesión
        </TextLink>
      </Typography>
    </Stack>
  );
}
