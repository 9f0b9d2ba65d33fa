import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { msg } from '@turnos/domain';
import { errorText, serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { resendValidationEmail } from '@/api/account';
import { emailFormSchema, type EmailForm } from '../schemas';

export const RESEND_OK = 'Te enviamos un nuevo correo de validación. Revisá tu bandeja de entrada.';

export function ResendValidationForm({ initialEmail }: { initialEmail: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });
  const { errors, isSubmitting } = formState;

  async function submit({ email }: EmailForm) {
    setResult(null);
    try {
      const text = await resendValidationEmail(email);
      setResult({ ok: true, text: text || RESEND_OK });
    } catch (e) {
      setResult({ ok: false, text: errorText(e, msg.unknown, serverWords()) });
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(submit)}
      aria-label="Reenvío del correo de validación"
    >
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiField(register('email'))}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        Reenviar correo
      </Button>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}
