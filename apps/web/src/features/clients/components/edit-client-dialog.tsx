import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useErrorToast, useToast } from '@/components/toast';
import { useClient, useUpdateOwnClient } from '@/api/clients';
import { splitPhone } from '@turnos/domain';
import { editClientFormSchema, type EditClientForm, type EditClientFormInput } from '../schemas';
import { NameAndPhoneFields } from '@/components/name-phone-fields';

export const CLIENT_SAVED = 'Cambios guardados con éxito.';
export const CLIENT_SAVE_ERROR = 'Error al guardar cambios en el cliente';
const LOAD_ERROR = 'Error cargando los datos.';

interface Props {
  open: boolean;
  clientId: number;
  onClose: () => void;
  onSaved?: () => void;
}

export function EditClientDialog({ open, clientId, onClose, onSaved }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const { data, isPending, isError } = useClient(clientId, open);
  const update = useUpdateOwnClient(clientId);
  const { register, handleSubmit, reset, formState } = useForm<
    EditClientFormInput,
    unknown,
    EditClientForm
  >({
    resolver: zodResolver(editClientFormSchema),
    defaultValues: { nombre: '', telefono: { pais: '54', area: '297', numero: '' } },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open && data) reset({ nombre: data.nombre, telefono: splitPhone(data.celular) });
  }, [open, data, reset]);

  async function submit(v: EditClientForm) {
    const changes: Partial<EditClientForm> = {};
    if (v.nombre !== data?.nombre) changes.nombre = v.nombre;
    if (v.celular !== data?.celular) changes.celular = v.celular;
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync(changes);
      toast.success(CLIENT_SAVED);
      onSaved?.();
      onClose();
    } catch (e) {
      showError(e, CLIENT_SAVE_ERROR);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="edit-client-title"
      fullWidth
      maxWidth="xs"
    >
      <form
        noValidate
        onSubmit={(e) => {
          // the dialog's own form: its submit never reaches a form around it (portal events
          // travel up the component tree)
          e.stopPropagation();
          void handleSubmit(submit)(e);
        }}
      >
        <DialogTitle id="edit-client-title">Editar Datos</DialogTitle>
        <DialogContent>
          {isPending && open && (
            <Skeleton variant="rounded" height={120} aria-label="Cargando datos" />
          )}
          {isError && <Alert severity="error">{LOAD_ERROR}</Alert>}
          {data && (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField id="edit-email" label="Email" value={data.user_email} disabled />
              <NameAndPhoneFields
                idPrefix="edit"
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
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!data || isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
