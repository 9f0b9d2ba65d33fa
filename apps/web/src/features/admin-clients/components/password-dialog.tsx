import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { changePasswordFormSchema, msg, type ChangePasswordForm } from '@turnos/domain';
import { FormDialog } from '@/components/form-dialog';
import { PasswordField } from '@/components/password-field';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import type { Client } from '@/api/clients';
import { useChangeClientPassword } from '@/api/account';
import { clientsText } from '../utils/texts';

/** An admin sets a new password for a client (new + confirmation). */
export function PasswordDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const change = useChangeClientPassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', confirmacion: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;

  async function save(v: ChangePasswordForm) {
    await change.mutateAsync({ id: client.ID, password: v.password });
  }

  return (
    <FormDialog
      open
      id="cliente-pass"
      title="Cambiar contraseña"
      form={form}
      onSubmit={save}
      successText={clientsText.passwordSaved}
      errorText={clientsText.saveError}
      answerText={serverWords()}
      onClose={onClose}
    >
      <DialogContentText>{client.nombre}</DialogContentText>
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
    </FormDialog>
  );
}
