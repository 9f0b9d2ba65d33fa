import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
  type DayOffAction,
  type NonWorkingDay,
} from '@/api/schedules';
import { professionalBranchAppointmentsQuery, type Appointment } from '@/api/appointments';
import { dayOffDoneText, isAffectedByDayOff } from '../lib/day-off';
import { DayOffConfirmDialog } from './day-off-confirm-dialog';
import { NonWorkingDaysList } from './non-working-days-list';

export const NON_WORKING_LOAD_ERROR =
  'Hubo un error al obtener los días no laborables del peluquero';
export const NON_WORKING_DUPLICATE = scheduleMsg.duplicateDate;
export const NON_WORKING_DELETED = 'Fecha eliminada correctamente';
export const NON_WORKING_DELETE_ERROR = 'Ocurrió un error al eliminar la fecha';
export const NON_WORKING_ADDED = 'Cambios guardados con éxito.';
export const NON_WORKING_ADD_ERROR = 'Error al guardar los cambios.';
export const NON_WORKING_CHECK_ERROR =
  'No pudimos revisar los turnos de esa fecha. Probá de nuevo.';

/** A date about to be added over appointments, waiting for the staff's choice. */
interface Pending {
  fecha: string;
  razon: string;
  turnos: Appointment[];
}

interface Props {
  professionalBranchId: number;
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/** Seed §2 "Non-working days dialog": date picker, optional reason, the list newest first. */
export function NonWorkingDaysDialog({ professionalBranchId, subtitle, open, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const list = useNonWorkingDays(professionalBranchId, open);
  const add = useAddNonWorkingDay(professionalBranchId);
  const remove = useRemoveNonWorkingDay(professionalBranchId);
  const [date, setDate] = useState<Date | null>(null);
  const [razon, setRazon] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const qc = useQueryClient();
  const taken = new Set((list.data ?? []).map((d) => d.fecha));

  /** Contract §4.4: the date's appointments are looked at first; with any, staff choose. */
  async function submit() {
    if (!date || !isValid(date)) return;
    const fecha = toWireDate(date);
    if (taken.has(fecha)) return toast.error(NON_WORKING_DUPLICATE);
    let appointments: Appointment[];
    setChecking(true);
    try {
      const day = await qc.fetchQuery(
        professionalBranchAppointmentsQuery(professionalBranchId, fecha, fecha),
      );
      appointments = day.filter((t) => isAffectedByDayOff(t));
    } catch (e) {
      return showError(e, NON_WORKING_CHECK_ERROR);
    } finally {
      setChecking(false);
    }
    if (appointments.length > 0)
      return setPending({ fecha, razon: razon.trim(), turnos: appointments });
    await save({ fecha, razon: razon.trim() }, 'ninguna');
  }

  async function save(day: { fecha: string; razon: string }, action: DayOffAction) {
    try {
      const done = await add.mutateAsync({ ...day, accion: action });
      toast.success(dayOffDoneText(action, done.turnos_afectados));
      setPending(null);
      setDate(null);
      setRazon('');
    } catch (e) {
      showError(e, NON_WORKING_ADD_ERROR, serverWords());
    }
  }

  async function del(d: NonWorkingDay) {
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
            disabled={!date || !isValid(date) || add.isPending || checking}
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
      {pending && (
        <DayOffConfirmDialog
          key={pending.fecha}
          open
          fecha={pending.fecha}
          appointments={pending.turnos}
          busy={add.isPending}
          onConfirm={(action) => void save({ fecha: pending.fecha, razon: pending.razon }, action)}
          onClose={() => setPending(null)}
        />
      )}
    </Dialog>
  );
}
