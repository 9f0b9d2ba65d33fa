import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { muiField } from '@/lib/form';
import {
  PROFESSIONAL_DATA_ERROR,
  useProfessionalData,
  useUpdateProfessionalData,
} from '@/api/professionals';
import {
  FUNCION_FORM_MAX,
  professionalDataSchema,
  type ProfessionalDataInput,
  type ProfessionalDataOutput,
} from '../schemas';

export const PRO_SAVE_ERROR = 'Error al guardar cambios en el peluquero';
export const PRO_SAVED = 'Cambios guardados con éxito.';

interface Props {
  idPeluqueroSucursal: number;
  open: boolean;
  onClose: () => void;
}

/** Editar Datos: nombre, celular, función (actualizar-datos-peluquero). */
export function EditProfessionalDialog({ idPeluqueroSucursal, open, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const data = useProfessionalData(idPeluqueroSucursal, open);
  const update = useUpdateProfessionalData(idPeluqueroSucursal);
  const { register, handleSubmit, reset, formState } = useForm<
    ProfessionalDataInput,
    unknown,
    ProfessionalDataOutput
  >({
    resolver: zodResolver(professionalDataSchema),
    defaultValues: { nombre: '', celular: '', funcion: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (open && data.data) reset(data.data);
  }, [open, data.data, reset]);

  async function submit(v: ProfessionalDataOutput) {
    try {
      await update.mutateAsync(v);
      toast.success(PRO_SAVED);
      onClose();
    } catch (e) {
      showError(e, PRO_SAVE_ERROR);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-pro-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="edit-pro-title">Editar Datos</DialogTitle>
        <DialogContent>
          {data.isError && (
            <LoadError
              message={PROFESSIONAL_DATA_ERROR}
              onRetry={() => void data.refetch()}
              retrying={data.isFetching}
            />
          )}
          {data.isPending && (
            <Skeleton variant="rounded" height={180} aria-label="Cargando datos" />
          )}
          {data.data && (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                id="edit-pro-nombre"
                label="Nombre"
                required
                error={Boolean(errors.nombre)}
                helperText={errors.nombre?.message}
                slotProps={{ htmlInput: { maxLength: 50 } }}
                {...muiField(register('nombre'))}
              />
              <TextField
                id="edit-pro-celular"
                label="Celular"
                required
                error={Boolean(errors.celular)}
                helperText={
                  errors.celular?.message ?? 'Con código de país y de área, ej. 5492971234567'
                }
                slotProps={{ htmlInput: { maxLength: 17, inputMode: 'tel' } }}
                {...muiField(register('celular'))}
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
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!data.data || formState.isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
