import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useNavigateLater } from '@/lib/use-navigate-later';
import { RouterLink } from '@/components/link-button';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { useCreateService } from '@/api/services';
import { serviceFormSchema, type ServiceFormInput, type ServiceFormOutput } from '../schemas';
import { ServiceFields } from './service-fields';

export const SERVICE_CREATED = '¡Nuevo servicio creado!';
export const SERVICE_CREATE_ERROR = 'Se produjo un error inesperado';
/** Seed §8: the list shows up 1 s after the success toast. */
export const SERVICE_REDIRECT_MS = 1000;

export function NewServiceForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigateLater = useNavigateLater();
  const create = useCreateService();
  const { register, control, handleSubmit, formState } = useForm<
    ServiceFormInput,
    unknown,
    ServiceFormOutput
  >({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: { nombre: '', descripcion: '', duracion: 1, ocupacion: '1', precio: '' },
  });

  async function submit(v: ServiceFormOutput) {
    try {
      await create.mutateAsync(v);
      toast.success(SERVICE_CREATED);
      navigateLater(paths.admin.services, SERVICE_REDIRECT_MS);
    } catch (e) {
      // a rule the server checks itself (seed §5) comes with its own Spanish text
      showError(e, SERVICE_CREATE_ERROR, serverWords(ErrorCode.invalidInput));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate aria-label="Nuevo Servicio" onSubmit={handleSubmit(submit)}>
        <ServiceFields
          idPrefix="new-service"
          control={control}
          register={register}
          errors={formState.errors}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.admin.services}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting || create.isSuccess}
          >
            Crear servicio
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
