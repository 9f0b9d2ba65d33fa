import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useErrorToast, useToast } from '@/components/toast';
import { useEditService } from '@/api/services';
import type { Servicio } from '@/api/services';
import {
  priceForInput,
  serviceFormSchema,
  type ServiceFormInput,
  type ServiceFormOutput,
} from '../schemas';
import { ServiceFields } from './service-fields';

export const SERVICE_SAVE_ERROR = 'Error al guardar los cambios.';
const SAVED = 'Cambios guardados con éxito.';

interface Props {
  service: Servicio | null;
  onClose: () => void;
}

export function EditServiceDialog({ service, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const edit = useEditService();
  const { register, control, handleSubmit, reset, formState } = useForm<
    ServiceFormInput,
    unknown,
    ServiceFormOutput
  >({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: { nombre: '', descripcion: '', duracion: 1, ocupacion: '1', precio: '' },
  });

  useEffect(() => {
    if (service)
      reset({
        nombre: service.nombre,
        descripcion: service.descripcion,
        duracion: service.duracion,
        ocupacion: service.ocupacion,
        precio: priceForInput(service.precio),
      });
  }, [service, reset]);

  async function submit(v: ServiceFormOutput) {
    if (!service) return;
    try {
      await edit.mutateAsync({ id: service.id_servicio, input: v });
      toast.success(SAVED);
      onClose();
    } catch (e) {
      showError(e, SERVICE_SAVE_ERROR);
    }
  }

  return (
    <Dialog
      open={Boolean(service)}
      onClose={onClose}
      aria-labelledby="edit-service-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="edit-service-title">Editar servicio</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <ServiceFields
              idPrefix="edit-service"
              control={control}
              register={register}
              errors={formState.errors}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
