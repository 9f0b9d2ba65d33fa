import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { muiField } from '@/lib/form';
import { msg } from '@turnos/domain';
import { errorText, serverWords } from '@/lib/error-toast';
import { requestPasswordReset } from '@/api/account';
import { emailFormSchema, type EmailForm } from '../schemas';

const SENT_FALLBACK = 'Si el email está registrado, te enviamos un correo con las instrucciones.';

interface Props {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordDialog({ open, initialEmail, onClose }: Props) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (open) {
      reset({ email: initialEmail });
      // each opening starts afresh; the dialog stays mounted for its closing transition
      // eslint-disable-next-line react-hooks/set-state-in-effect -- reset on open, not a derived value
      setResult(null);
    }
  }, [open, initialEmail, reset]);

  async function submit({ email }: EmailForm) {
    try {
      const text = await requestPasswordReset(email);
      setResult({ ok: true, text: text || SENT_FALLBACK });
    } catch (e) {
      setResult({ ok: false, text: errorText(e, msg.unknown, serverWords()) });
    }
  }

  const { errors, isSubmitting } = formState;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          // a dialog's form is its own: its submit never reaches a form around the dialog in
          // the component tree (React sends portal events up that tree)
          e.stopPropagation();
          void handleSubmit(submit)(e);
        }}
      >
        <DialogTitle id="forgot-title">Olvidé mi contraseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Ingresá tu email y te enviaremos un enlace para elegir una nueva contraseña.
          </DialogContentText>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            required
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            {...muiField(register('email'))}
          />
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
              {result.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{result?.ok ? 'Cerrar' : 'Cancelar'}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || result?.ok === true}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
