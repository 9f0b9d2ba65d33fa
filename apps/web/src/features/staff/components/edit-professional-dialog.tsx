import { useEffect } from 'react';
import { splitPhone } from '@turnos/domain';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { LoadError } from '@/components/load-error';
import { FormDialog } from '@/components/form-dialog';
import { muiField } from '@/lib/form';
import {
  PROFESSIONAL_DATA_ERROR,
  useProfessionalData,
  useUpdateProfessionalData,
} from '@/api/professionals';
import { NameAndPhoneFields } from '@/components/name-phone-fields';
import {
  FUNCION_FORM_MAX,
  professionalDataSchema,
  type ProfessionalDataInput,
  type ProfessionalDataOutput,
} from '../schemas';

export const PRO_SAVE_ERROR = 'Error al guardar cambios en el peluquero';
export const PRO_SAVED = 'Cambios guardados con éxito.';

interface Props {
  professionalBranchId: number;
  open: boolean;
  onClose: () => void;
}

/** Editar Datos: nombre, celular, función (actualizar-datos-peluquero). */
export function EditProfessionalDialog({ professionalBranchId, open, onClose }: Props) {
  const data = useProfessionalData(professionalBranchId, open);
  const update = useUpdateProfessionalData(professionalBranchId);
  const form = useForm<ProfessionalDataInput, unknown, ProfessionalDataOutput>({
    resolver: zodResolver(professionalDataSchema),
    defaultValues: { nombre: '', telefono: { pais: '54', area: '297', numero: '' }, funcion: '' },
  });
  const { register, reset, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (open && data.data)
      reset({
        nombre: data.data.nombre,
        telefono: splitPhone(data.data.celular),
        funcion: data.data.funcion,
      });
  }, [open, data.data, reset]);

  return (
    <FormDialog
      open={open}
      id="edit-pro"
      title="Editar Datos"
      form={form}
      onSubmit={async (v) => {
        await update.mutateAsync(v);
      }}
      successText={PRO_SAVED}
      errorText={PRO_SAVE_ERROR}
      onClose={onClose}
      ready={Boolean(data.data)}
    >
      {data.isError && (
        <LoadError
          message={PROFESSIONAL_DATA_ERROR}
          onRetry={() => void data.refetch()}
          retrying={data.isFetching}
        />
      )}
      {data.isPending && <Skeleton variant="rounded" height={180} aria-label="Cargando datos" />}
      {data.data && (
        <>
          <NameAndPhoneFields
            idPrefix="edit-pro"
            nombre={{ registration: register('nombre'), error: errors.nombre?.message }}
            telefono={{
              fields: {
                pais: register('telefono.pais'),
                area: register('telefono.area'),
                numero: register('telefono.numero'),
              },
              errors: errors.telefono,
            }}
          />
          <TextField
            id="edit-pro-funcion"
            label="Función"
            required
            placeholder="Ej: peluquero, asistente"
            error={Boolean(errors.funcion)}
            helperText={errors.funcion?.message}
            slotProps={{ htmlInput: { maxLength: FUNCION_FORM_MAX } }}
            {...muiField(register('funcion'))}
          />
        </>
      )}
    </FormDialog>
  );
}
