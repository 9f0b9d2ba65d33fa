import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/form-dialog';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { useTillMovement } from '@/api/till';
import { tillMovementSchema, type TillMovementInput } from '../schemas';
import { counterText } from '../utils/counter-text';

/** Cash into or out of the drawer (change fund, a purchase), with the reason. */
export function TillMovementDialog({
  open,
  tillId,
  onClose,
}: {
  open: boolean;
  tillId: number;
  onClose: () => void;
}) {
  const move = useTillMovement();
  const form = useForm<
    TillMovementInput,
    unknown,
    { tipo: 'ingreso' | 'egreso'; monto: string; motivo: string }
  >({
    resolver: zodResolver(tillMovementSchema),
    defaultValues: { tipo: 'egreso', monto: '', motivo: '' },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      id="till-movement"
      title="Entrada o salida de efectivo"
      form={form}
      onSubmit={async (v) => {
        await move.mutateAsync({ id_caja: tillId, ...v });
        form.reset();
      }}
      successText={counterText.movementSaved}
      errorText={counterText.movementError}
      answerText={serverWords()}
      onClose={onClose}
      submitLabel="Registrar"
    >
      <Controller
        control={form.control}
        name="tipo"
        render={({ field }) => (
          <TextField id="till-movement-tipo" select label="Tipo" {...field}>
            <MenuItem value="ingreso">Entrada (se suma al cajón)</MenuItem>
            <MenuItem value="egreso">Salida (se saca del cajón)</MenuItem>
          </TextField>
        )}
      />
      <TextField
        id="till-movement-monto"
        label="Importe"
        required
        inputMode="decimal"
        error={Boolean(errors.monto)}
        helperText={errors.monto?.message}
        {...muiField(form.register('monto'))}
      />
      <TextField
        id="till-movement-motivo"
        label="Motivo"
        required
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...muiField(form.register('motivo'))}
      />
    </FormDialog>
  );
}
