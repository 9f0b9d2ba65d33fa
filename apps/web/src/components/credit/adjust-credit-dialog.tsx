import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { useToast } from '@/components/toast';
import { useAdjustCredit } from '@/api/credit';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import {
  adjustCreditSchema,
  adjustParams,
  type AdjustCreditInput,
  type AdjustCreditOutput,
} from './schemas';
import { creditText } from './texts';

/** An admin adds or takes credit, with the reason; the server keeps it from going below 0. */
export function AdjustCreditDialog({
  clientId,
  onClose,
}: {
  clientId: number;
  onClose: () => void;
}) {
  const adjust = useAdjustCredit(clientId);
  const toast = useToast();
  const form = useForm<AdjustCreditInput, unknown, AdjustCreditOutput>({
    resolver: zodResolver(adjustCreditSchema),
    defaultValues: { direccion: 'sumar', monto: '', motivo: '' },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      id="adjust-credit"
      title={creditText.adjustTitle}
      form={form}
      onSubmit={async (v) => {
        const r = await adjust.mutateAsync(adjustParams(v));
        toast.success(creditText.adjusted(r.saldo));
      }}
      errorText={creditText.adjustError}
      answerText={serverWords()}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="direccion"
        render={({ field }) => (
          <div>
            <FormLabel id="adjust-credit-direccion">Operación</FormLabel>
            <RadioGroup
              row
              aria-labelledby="adjust-credit-direccion"
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
            >
              <FormControlLabel value="sumar" control={<Radio />} label={creditText.adjustAdd} />
              <FormControlLabel
                value="descontar"
                control={<Radio />}
                label={creditText.adjustTake}
              />
            </RadioGroup>
          </div>
        )}
      />
      <TextField
        id="adjust-credit-monto"
        label={creditText.adjustAmount}
        inputMode="decimal"
        autoComplete="off"
        {...muiField(form.register('monto'))}
        error={Boolean(errors.monto)}
        helperText={errors.monto?.message ?? creditText.adjustHint}
      />
      <TextField
        id="adjust-credit-motivo"
        label={creditText.adjustReason}
        {...muiField(form.register('motivo'))}
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Typography variant="body2" color="text.secondary">
        El cliente ve cada movimiento en su saldo a favor.
      </Typography>
    </FormDialog>
  );
}
