import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { scheduleMsg } from '@turnos/domain';
import { EsDateProvider } from '@/components/es-date-provider';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { toWireDate } from '@/lib/format';
import {
  useAddNonWorkingDay,
  useNonWorkingDays,
  useRemoveNonWorkingDay,
  type DiaNoLaborable,
} from '@/api/schedules';
import { NonWorkingDaysList } from './non-working-days-list';

export const NON_WORKING_LOAD_ERROR =
  'Hubo un error al obtener los días no laborables del peluquero';
export const NON_WORKING_DUPLICATE = scheduleMsg.duplicateDate;
export const NON_WORKING_DELETED = 'Fecha eliminada correctamente';
export const NON_WORKING_DELETE_ERROR = 'Ocurrió un error al eliminar la fecha';
export const NON_WORKING_ADDED = 'Cambios guardados con éxito.';
export const NON_WORKING_ADD_ERROR = 'Error al guardar los cambios.';

interface Props {
  idPeluqueroSucursal: number;
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/** Seed §2 "Non-working days dialog": date picker, optional reason, the list newest first. */
export function NonWorkingDaysDialog({ idPeluqueroSucursal, subtitle, open, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const list = useNonWorkingDays(idPeluqueroSucursal, open);
  const add = useAddNonWorkingDay(idPeluqueroSucursal);
  const remove = useRemoveNonWorkingDay(idPeluqueroSucursal);
  const [date, setDate] = useState<Date | null>(null);
  const [razon, setRazon] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const taken = new Set((list.data ?? []).map((d) => d.fecha));

  async function submit() {
    if (!date || !isValid(date)) return;
    const fecha = toWireDate(date);
    if (taken.has(fecha)) return toast.error(NON_WORKING_DUPLICATE);
    try {
      await add.mutateAsync({ fecha, razon: razon.trim() });
      toast.success(NON_WORKING_ADDED);
      setDate(null);
      setRazon('');
    } catch (e) {
      showError(e, NON_WORKING_ADD_ERROR, serverWords());
    }
  }

  async function del(d: DiaNoLaborable) {
    setBusyId(d.id_dia_no_laborable);
    try {
      await remove.mutateAsync(d.id_dia_no_laborable);
      toast.success(NON_WORKING_DELETED);
    } catch (e) {
      showError(e, NON_WORKING_DELETE_ERROR);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="non-working-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="non-working-title">
        Días no laborables
        {subtitle && (
          <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>{subtitle}</span>
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EsDateProvider>
            <DatePicker
              label="Fecha"
              value={date}
              onChange={setDate}
              disablePast
              shouldDisableDate={(d) => taken.has(toWireDate(d))}
              slotProps={{ textField: { id: 'non-working-fecha', fullWidth: true } }}
            />
          </EsDateProvider>
          <TextField
            id="non-working-razon"
            label="Motivo (opcional)"
            value={razon}
            onChange={(e) => setRazon(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!date || !isValid(date) || add.isPending}
            sx={{ alignSelf: 'flex-end' }}
          >
            Agregar fecha
          </Button>
          {list.isError && (
            <LoadError
              message={NON_WORKING_LOAD_ERROR}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          {list.isPending && (
            <Skeleton variant="rounded" height={120} aria-label="Cargando fechas" />
          )}
          {list.data && (
            <NonWorkingDaysList days={list.data} busyId={busyId} onDelete={(d) => void del(d)} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
