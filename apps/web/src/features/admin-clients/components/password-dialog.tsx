import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, msg, type ChangePasswordForm } from '@turnos/domain';
import { PasswordField } from '@/components/password-field';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import type { Cliente } from '@/api/clients';
import { useChangeClientePassword } from '@/api/account';
import { clientesText } from '../utils/texts';

/** An admin sets a new password for a client (new + confirmation). */
export function PasswordDialog({ cliente, onClose }: { cliente: Cliente; onClose: () => void }) {
  const toast = useToast();
  const showError = useErrorToast();
  const change = useChangeClientePassword();
  const { register, handleSubmit, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', confirmacion: '' },
  });
  const { errors, isSubmitting } = formState;

  async function submit(v: ChangePasswordForm) {
    try {
      await change.mutateAsync({ id: cliente.ID, password: v.password });
      toast.success(clientesText.passwordSaved);
      onClose();
    } catch (e) {
      showError(e, clientesText.saveError, serverWords());
    }
  }

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="cliente-pass-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="cliente-pass-title">Cambiar contraseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{cliente.nombre}</DialogContentText>
          <Stack spacing={2}>
            <PasswordField
              label="Nueva contraseña"
              required
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={errors.password?.message ?? msg.passwordHint}
              {...muiField(register('password'))}
            />
            <PasswordField
              label="Confirmar contraseña"
              required
              autoComplete="new-password"
              error={Boolean(errors.confirmacion)}
              helperText={errors.confirmacion?.message}
              {...muiField(register('confirmacion'))}
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
