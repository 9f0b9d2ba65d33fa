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
import { useCloseTill, type Caja } from '@/api/till';
import { closeTillSchema, type CloseTillInput } from '../schemas';
import { formatCents, typedCents } from '../utils/cart-figures';
import { counterText } from '../utils/counter-text';
import { Figures } from './figures';

/**
 * Closing the till with the cash counted: the expected cash and the difference live while the
 * count is typed, then the server's figures (computed from the till's rows) once it is closed.
 */
export function CloseTillDialog({
  open,
  caja,
  onClose,
}: {
  open: boolean;
  caja: Caja;
  onClose: () => void;
}) {
  const close = useCloseTill();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [closed, setClosed] = useState<Caja | null>(null);
  const form = useForm<CloseTillInput, unknown, { efectivo_contado: string }>({
    resolver: zodResolver(closeTillSchema),
    defaultValues: { efectivo_contado: '' },
  });
  const typed = useWatch({ control: form.control, name: 'efectivo_contado' });
  const counted = typedCents(typed);
  const expected = toCents(caja.efectivo_esperado);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ efectivo_contado }) => {
    setFailure(null);
    try {
      const answer = await close.mutateAsync({ id_caja: caja.id_caja, efectivo_contado });
      setClosed(answer.caja);
      toast.success(counterText.closed);
    } catch (e) {
      setFailure(errorText(e, counterText.closeError, serverWords()));
    }
  });
  const done = () => {
    setClosed(null);
    setFailure(null);
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open || closed !== null}
      onClose={isSubmitting ? undefined : done}
      aria-labelledby="close-till-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="close-till-title">{closed ? 'Caja cerrada' : 'Cerrar caja'}</DialogTitle>
        <DialogContent>
          {closed ? (
            <Figures
              label="Cierre de caja"
              rows={[
                { label: 'Efectivo esperado', value: formatARS(closed.efectivo_esperado) },
                { label: 'Efectivo contado', value: formatARS(closed.efectivo_contado ?? '0') },
                {
                  label: 'Diferencia',
                  value: formatARS(closed.diferencia ?? '0'),
                  strong: true,
                  id: 'close-till-diferencia',
                },
              ]}
            />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Typography>
                {`Efectivo esperado en el cajón: ${formatARS(caja.efectivo_esperado)}`}
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
          )}
        </DialogContent>
        <DialogActions>
          {closed ? (
            <Button variant="contained" onClick={done}>
              Listo
            </Button>
          ) : (
            <>
              <Button onClick={done} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Cerrar caja
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
