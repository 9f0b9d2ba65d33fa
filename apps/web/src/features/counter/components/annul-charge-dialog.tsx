import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { serverWords } from '@/lib/error-toast';
import { formatARS } from '@/lib/format';
import { muiField } from '@/lib/form';
import { useAnnulCharge } from '@/api/charges';
import type { Charge } from '@/api/till';
import { annulChargeSchema, type AnnulChargeInput } from '../schemas';
import { counterText } from '../utils/counter-text';

/**
 * "Anular cobro" (admin, contract §7.3): asks why, then the charge stays on record as annulled
 * (who, when, why), its stock comes back and its appointments may be charged again. A refusal
 * (a till closed meanwhile: 1009) is shown in the server's words, the reason kept.
 */
export function AnnulChargeDialog({
  charge,
  onClose,
  onAnnulled,
}: {
  /** the charge to annul; null: closed */
  charge: Charge | null;
  onClose: () => void;
  onAnnulled?: (annulled: Charge) => void;
}) {
  const annul = useAnnulCharge();
  const form = useForm<AnnulChargeInput, unknown, { motivo: string }>({
    resolver: zodResolver(annulChargeSchema),
    defaultValues: { motivo: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={charge !== null}
      id="annul-charge"
      title="Anular cobro"
      form={form}
      onSubmit={async ({ motivo: reason }) => {
        if (!charge) return;
        const annulled = await annul.mutateAsync({ id_cobro: charge.id_cobro, motivo: reason });
        form.reset();
        onAnnulled?.(annulled);
      }}
      successText={counterText.annulled}
      errorText={counterText.annulError}
      answerText={serverWords()}
      onClose={close}
      submitLabel="Anular cobro"
    >
      {charge && (
        <Typography>
          {`El cobro N° ${charge.id_cobro} de ${formatARS(charge.total)} queda registrado como anulado: el stock de sus productos vuelve y sus turnos se pueden cobrar de nuevo.`}
        </Typography>
      )}
      <TextField
        id="annul-charge-motivo"
        label="Motivo"
        required
        multiline
        minRows={2}
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message ?? 'Queda registrado con el cobro.'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...muiField(form.register('motivo'))}
      />
    </FormDialog>
  );
}
