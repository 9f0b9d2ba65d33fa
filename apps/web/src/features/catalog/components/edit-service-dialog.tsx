import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog } from '@/components/form-dialog';
import { useEditService, type Service } from '@/api/services';
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
  service: Service | null;
  onClose: () => void;
}

export function EditServiceDialog({ service, onClose }: Props) {
  const edit = useEditService();
  const form = useForm<ServiceFormInput, unknown, ServiceFormOutput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: { nombre: '', descripcion: '', duracion: 1, ocupacion: '1', precio: '' },
  });
  const { register, control, reset, formState } = form;

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

  return (
    <FormDialog
      open={Boolean(service)}
      id="edit-service"
      title="Editar servicio"
      form={form}
      onSubmit={async (input) => {
        if (service) await edit.mutateAsync({ id: service.id_servicio, input });
      }}
      successText={SAVED}
      errorText={SERVICE_SAVE_ERROR}
      onClose={onClose}
      maxWidth="sm"
    >
      <ServiceFields
        idPrefix="edit-service"
        control={control}
        register={register}
        errors={formState.errors}
      />
    </FormDialog>
  );
}
