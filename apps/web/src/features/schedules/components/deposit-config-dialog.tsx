import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorCode, MAX_DEPOSIT_AMOUNT } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { useAgendaConf, useSaveDepositConf } from '@/api/schedules';
import {
  DEPOSIT_TYPE_OPTIONS,
  EXPIRY_OPTIONS,
  REPROGRAM_OPTIONS,
  CANCEL_OPTIONS,
  changeDepositType,
  depositConfSchema,
  takesValue,
  toDepositForm,
  valueStep,
  type DepositForm,
} from '../lib/deposit-form';
import { NativeSelect } from './native-select';

export const DEPOSIT_LOAD_ERROR =
  'Hubo un error al obtener la configuracion de agenda del peluquero';
export const DEPOSIT_SAVED = 'Cambios guardados con éxito.';
export const DEPOSIT_SAVE_ERROR = 'Error al guardar los cambios.';

type Errors = Partial<Record<keyof DepositForm, string>>;

interface Props {
  professionalBranchId: number;
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/** Seed §2/§5 "Reservation payment configuration" (Config. de Reservas). */
export function DepositConfigDialog({ professionalBranchId, subtitle, open, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const conf = useAgendaConf(professionalBranchId, open);
  const save = useSaveDepositConf(professionalBranchId);
  /** the admin's edits; until the first one, the form is what the server holds */
  const [edited, setForm] = useState<DepositForm | null>(null);
  const form = edited ?? (conf.data ? toDepositForm(conf.data) : null);
  const [errors, setErrors] = useState<Errors>({});

  /** closed, the dialog forgets its edits: opened again, it shows what the server holds */
  function close() {
    setForm(null);
    setErrors({});
    onClose();
  }

  async function submit() {
    if (!form) return;
    const parsed = depositConfSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof DepositForm;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(DEPOSIT_SAVED);
      close();
    } catch (e) {
      // a rule the server checks itself (seed §5) comes with its own Spanish text
      showError(e, DEPOSIT_SAVE_ERROR, serverWords(ErrorCode.invalidInput));
    }
  }

  const set = (patch: Partial<DepositForm>) => form && setForm({ ...form, ...patch });
  const tipo = form?.tipo_de_cobro_de_reserva ?? '';
  const percent = tipo === '3';
  return (
    <Dialog open={open} onClose={close} aria-labelledby="deposit-title" fullWidth maxWidth="xs">
      <DialogTitle id="deposit-title">
        Config. de Reservas
        {subtitle && (
          <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>{subtitle}</span>
        )}
      </DialogTitle>
      <DialogContent>
        {conf.isError && (
          <LoadError
            message={DEPOSIT_LOAD_ERROR}
            onRetry={() => void conf.refetch()}
            retrying={conf.isFetching}
          />
        )}
        {!conf.isError && !form && (
          <Skeleton variant="rounded" height={220} aria-label="Cargando configuración" />
        )}
        {form && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <NativeSelect
              id="deposit-tipo"
              label="Tipo de seña"
              size="medium"
              value={tipo}
              placeholder="Elegí..."
              options={DEPOSIT_TYPE_OPTIONS}
              error={errors.tipo_de_cobro_de_reserva}
              onChange={(v) => setForm(changeDepositType(form, v))}
            />
            {takesValue(tipo) && (
              <TextField
                id="deposit-valor"
                label={percent ? 'Porcentaje del precio (%)' : 'Monto ($)'}
                type="number"
                value={form.valor_de_cobro_de_reserva}
                onChange={(e) => set({ valor_de_cobro_de_reserva: e.target.value })}
                error={Boolean(errors.valor_de_cobro_de_reserva)}
                helperText={
                  errors.valor_de_cobro_de_reserva ??
                  (percent ? 'Mayor a 0 y menor a 100' : 'Mayor a 0')
                }
                slotProps={{
                  htmlInput: {
                    step: valueStep(tipo),
                    min: 0,
                    max: percent ? 99.99 : MAX_DEPOSIT_AMOUNT,
                    inputMode: 'decimal',
                  },
                }}
              />
            )}
            <NativeSelect
              id="deposit-caducidad"
              label="Vencimiento de la seña impaga"
              size="medium"
              value={form.horas_caducidad_reserva_impaga}
              placeholder="Elegí..."
              options={EXPIRY_OPTIONS}
              disabled={tipo === '0'}
              error={errors.horas_caducidad_reserva_impaga}
              onChange={(v) => set({ horas_caducidad_reserva_impaga: v })}
            />
            <NativeSelect
              id="deposit-reprogramar"
              label="Reprogramar hasta (horas antes del turno)"
              size="medium"
              value={form.horas_reprogramar_turno}
              placeholder="Elegí..."
              options={REPROGRAM_OPTIONS}
              error={errors.horas_reprogramar_turno}
              onChange={(v) => set({ horas_reprogramar_turno: v })}
            />
            <NativeSelect
              id="deposit-cancelar"
              label="El cliente puede cancelar hasta (horas antes del turno)"
              size="medium"
              value={form.horas_cancelar_turno}
              placeholder="Elegí..."
              options={CANCEL_OPTIONS}
              error={errors.horas_cancelar_turno}
              onChange={(v) => set({ horas_cancelar_turno: v })}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!form || save.isPending}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
