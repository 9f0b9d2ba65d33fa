import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { composePhone, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useNavigateLater } from '@/lib/use-navigate-later';
import { LoadError } from '@/components/load-error';
import { RouterLink } from '@/components/link-button';
import { PasswordField } from '@/components/password-field';
import { useErrorToast, useToast } from '@/components/toast';
import { useBranches } from '@/api/branches';
import { isNetworkError, type ApiError } from '@/lib/api-error';
import { muiField } from '@/lib/form';
import { useCreateProfessional } from '@/api/professionals';
import {
  FUNCION_FORM_MAX,
  newProfessionalSchema,
  type NewProfessionalInput,
  type NewProfessionalOutput,
} from '../schemas';
import { PhoneFields } from '@/components/phone-fields';

export const PRO_CREATED = '¡Nuevo peluquero creado!';
export const PRO_BRANCHES_ERROR = 'Hubo un error al cargar las sucursales';
export const PRO_REDIRECT_MS = 1000;
/** Seed §5: whatever the field says, creation sends 'peluquero'. */
export const FUNCION_SENT = 'peluquero';

export const PRO_CREATE_FAILED = 'Ocurrió un error';

/** Seed §8 "Professional creation": the server's reason, or the generic text (no answer). */
function proCreateError(e: ApiError): string {
  return isNetworkError(e) ? PRO_CREATE_FAILED : `No pudo crearse el peluquero. ${e.message}`;
}

export function NewProfessionalForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigateLater = useNavigateLater();
  const branches = useBranches();
  const create = useCreateProfessional();
  const { register, control, handleSubmit, formState } = useForm<
    NewProfessionalInput,
    unknown,
    NewProfessionalOutput
  >({
    resolver: zodResolver(newProfessionalSchema),
    defaultValues: {
      nombre: '',
      email: '',
      funcion: '',
      telefono: { pais: '54', area: '297', numero: '' },
      password: '',
      confirmacion: '',
      sucursal_id: '',
    },
  });
  const { errors } = formState;

  async function submit(v: NewProfessionalOutput) {
    try {
      await create.mutateAsync({
        nombre: v.nombre,
        email: v.email,
        celular: composePhone(v.telefono.pais, v.telefono.area, v.telefono.numero),
        password: v.password,
        sucursal_id: Number(v.sucursal_id),
        funcion: FUNCION_SENT,
      });
      toast.success(PRO_CREATED);
      navigateLater(paths.admin.professionals, PRO_REDIRECT_MS);
    } catch (e) {
      showError(e, PRO_CREATE_FAILED, proCreateError);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate aria-label="Nuevo Profesional" onSubmit={handleSubmit(submit)}>
        <Stack spacing={2}>
          <TextField
            id="new-pro-nombre"
            label="Nombre"
            required
            autoComplete="off"
            error={Boolean(errors.nombre)}
            helperText={errors.nombre?.message}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            {...muiField(register('nombre'))}
          />
          <TextField
            id="new-pro-email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            {...muiField(register('email'))}
          />
          <TextField
            id="new-pro-funcion"
            label="Función"
            required
            placeholder="Ej: peluquero, asistente"
            error={Boolean(errors.funcion)}
            helperText={errors.funcion?.message}
            slotProps={{ htmlInput: { maxLength: FUNCION_FORM_MAX }, inputLabel: { shrink: true } }}
            {...muiField(register('funcion'))}
          />
          <PhoneFields
            idPrefix="new-pro"
            errors={errors.telefono}
            fields={{
              pais: register('telefono.pais'),
              area: register('telefono.area'),
              numero: register('telefono.numero'),
            }}
          />
          <PasswordField
            id="new-pro-password"
            label="Contraseña"
            required
            autoComplete="new-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? msg.passwordHint}
            inputProps={{ maxLength: 60 }}
            {...muiField(register('password'))}
          />
          <PasswordField
            id="new-pro-confirmacion"
            label="Confirmar contraseña"
            required
            autoComplete="new-password"
            error={Boolean(errors.confirmacion)}
            helperText={errors.confirmacion?.message}
            inputProps={{ maxLength: 60 }}
            {...muiField(register('confirmacion'))}
          />
          {branches.isError ? (
            <LoadError
              message={PRO_BRANCHES_ERROR}
              onRetry={() => void branches.refetch()}
              retrying={branches.isFetching}
            />
          ) : (
            <Controller
              control={control}
              name="sucursal_id"
              render={({ field }) => (
                <TextField
                  id="new-pro-sucursal"
                  select
                  label="Sucursal"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={branches.isPending}
                  error={Boolean(errors.sucursal_id)}
                  helperText={
                    errors.sucursal_id?.message ??
                    (branches.isPending ? 'Cargando sucursales...' : undefined)
                  }
                >
                  {(branches.data ?? []).map((b) => (
                    <MenuItem key={b.id} value={String(b.id)}>
                      {b.nombre}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.admin.professionals}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting || create.isSuccess}
          >
            Crear profesional
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
