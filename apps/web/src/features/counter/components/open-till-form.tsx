import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useErrorText, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { useOpenTillMutation } from '@/api/till';
import { openTillSchema, type OpenTillInput } from '../schemas';
import { counterText } from '../utils/counter-text';

/** No till is open at the branch: open it with the cash in the drawer (the float). */
export function OpenTillForm({ branchId, branchName }: { branchId: string; branchName: string }) {
  const open = useOpenTillMutation();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OpenTillInput, unknown, { monto_inicial: string }>({
    resolver: zodResolver(openTillSchema),
    defaultValues: { monto_inicial: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ monto_inicial }) => {
    setFailure(null);
    try {
      await open.mutateAsync({ id_sucursal: Number(branchId), monto_inicial });
      toast.success(counterText.opened);
    } catch (e) {
      setFailure(errorText(e, counterText.openError, serverWords()));
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="open-till-title">
        <Stack spacing={2}>
          <Typography id="open-till-title" variant="h2">
            {`La caja de ${branchName} está cerrada`}
          </Typography>
          <Typography color="text.secondary">{counterText.openHelp}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            id="open-till-monto"
            label="Efectivo inicial"
            required
            inputMode="decimal"
            error={Boolean(errors.monto_inicial)}
            helperText={
              errors.monto_inicial?.message ?? 'El efectivo que hay en el cajón (0 si no hay).'
            }
            {...muiField(form.register('monto_inicial'))}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Abrir caja
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
