import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { editClientFormSchema, type EditClientForm } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { muiField } from '@/lib/form';
import type { AdminCliente } from '@/api/clients';
import { useUpdateCliente } from '@/api/clients';
import { clientesText } from '../utils/texts';

interface Props {
  cliente: AdminCliente;
  onClose: () => void;
}

/** Name and phone; the e-mail is read-only (seed §6). Only changed fields are sent. */
export function EditClienteDialog({ cliente, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const update = useUpdateCliente();
  const { register, handleSubmit, formState } = useForm<EditClientForm>({
    resolver: zodResolver(editClientFormSchema),
    defaultValues: { nombre: cliente.nombre, celular: cliente.celular },
  });
  const { errors, isSubmitting } = formState;

  async function submit(v: EditClientForm) {
    const changes: Partial<EditClientForm> = {};
    if (v.nombre !== cliente.nombre) changes.nombre = v.nombre;
    if (v.celular !== cliente.celular) changes.celular = v.celular;
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync({ id: cliente.ID, changes });
      toast.success(clientesText.saved);
      onClose();
    } catch (e) {
      showError(e, clientesText.saveError);
    }
  }

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="edit-cliente-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="edit-cliente-title">Editar datos del cliente</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Email" value={cliente.user_email} disabled />
            <TextField
              label="Nombre"
              required
              error={Boolean(errors.nombre)}
              helperText={errors.nombre?.message}
              slotProps={{ htmlInput: { maxLength: 50 } }}
              {...muiField(register('nombre'))}
            />
            <TextField
              label="Celular"
              required
              error={Boolean(errors.celular)}
              helperText={
                errors.celular?.message ?? 'Con código de país y de área, ej. 5492971234567'
              }
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 17 } }}
              {...muiField(register('celular'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
