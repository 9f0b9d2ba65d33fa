import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toCents } from '@turnos/domain';
import { useErrorText, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatARS } from '@/lib/format';
import { muiField } from '@/lib/form';
import { useCloseTill, type Till } from '@/api/till';
import { closeTillSchema, type CloseTillInput } from '../schemas';
import { formatCents, typedCents } from '../utils/cart-figures';
import { counterText } from '../utils/counter-text';

/**
 * Closing the till with the cash counted: the expected cash and the difference live while the
 * count is typed, then the server's figures (computed from the till's rows) once it is closed.
 */
export function CloseTillDialog({
  open,
  till,
  onClose,
  onClosed,
}: {
  open: boolean;
  till: Till;
  onClose: () => void;
  /** the closed till as the server answered it (the panel itself goes away with it) */
  onClosed: (closed: Till) => void;
}) {
  const close = useCloseTill();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CloseTillInput, unknown, { efectivo_contado: string }>({
    resolver: zodResolver(closeTillSchema),
    defaultValues: { efectivo_contado: '' },
  });
  const typed = useWatch({ control: form.control, name: 'efectivo_contado' });
  const counted = typedCents(typed);
  const expected = toCents(till.efectivo_esperado);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ efectivo_contado }) => {
    setFailure(null);
    try {
      const answer = await close.mutateAsync({ id_caja: till.id_caja, efectivo_contado });
      toast.success(counterText.closed);
      form.reset();
      onClosed(answer.caja);
    } catch (e) {
      setFailure(errorText(e, counterText.closeError, serverWords()));
    }
  });
  const done = () => {
    setFailure(null);
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : done}
      aria-labelledby="close-till-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="close-till-title">Cerrar caja</DialogTitle>
        <DialogContent>
          {
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Typography>
                {`Efectivo esperado en el cajón: ${formatARS(till.efectivo_esperado)}`}
              </Typography>
              <TextField
                id="close-till-contado"
                label="Efectivo contado"
                required
                inputMode="decimal"
                error={Boolean(errors.efectivo_contado)}
                helperText={errors.efectivo_contado?.message}
                {...muiField(form.register('efectivo_contado'))}
              />
              <Typography role="status" aria-live="polite">
                {counted === null
                  ? 'Contá el efectivo para ver la diferencia.'
                  : `Diferencia estimada: ${formatCents(counted - expected)}`}
              </Typography>
            </Stack>
          }
        </DialogContent>
        <DialogActions>
          <Button onClick={done} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Cerrar caja
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
