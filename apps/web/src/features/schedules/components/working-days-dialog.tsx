import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { useAgendaConf, useWorkingDays, useSaveSchedule } from '@/api/schedules';
import {
  checkSchedule,
  toScheduleForm,
  type ConfErrors,
  type ScheduleForm,
} from '../lib/schedule-form';
import { AgendaConfFields } from './agenda-conf-fields';
import { WeekdayRow } from './weekday-row';

export const AGENDA_LOAD_ERROR = 'Error cargando la configuración de la agenda.';
export const SCHEDULE_SAVED = 'Cambios guardados con éxito.';
export const SCHEDULE_SAVE_ERROR = 'Error al guardar los cambios.';
export const SCHEDULE_INVALID = 'Revisá los datos marcados antes de guardar.';

interface Props {
  professionalBranchId: number;
  /** e.g. 'Ana Gómez · Centro' */
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/** Seed §2 "Working days and schedule dialog", shared by admins and professionals. */
export function WorkingDaysDialog({ professionalBranchId, subtitle, open, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const days = useWorkingDays(professionalBranchId, open);
  const conf = useAgendaConf(professionalBranchId, open);
  const save = useSaveSchedule(professionalBranchId);
  /** the edits; until the first one, the form is what the server holds */
  const [edited, setForm] = useState<ScheduleForm | null>(null);
  const form = edited ?? (days.data && conf.data ? toScheduleForm(days.data, conf.data) : null);
  const [dayErrors, setDayErrors] = useState<Record<number, string>>({});
  const [confErrors, setConfErrors] = useState<ConfErrors>({});

  /** closed, the dialog forgets its edits: opened again, it shows what the server holds */
  function close() {
    setForm(null);
    setDayErrors({});
    setConfErrors({});
    onClose();
  }

  async function submit() {
    if (!form) return;
    const check = checkSchedule(form);
    if (!check.ok) {
      setDayErrors(check.dayErrors);
      setConfErrors(check.confErrors);
      return;
    }
    setDayErrors({});
    setConfErrors({});
    try {
      await save.mutateAsync(check.value);
      toast.success(SCHEDULE_SAVED);
      close();
    } catch (e) {
      showError(e, SCHEDULE_SAVE_ERROR);
    }
  }

  const failed = days.isError || conf.isError;
  const invalid = Object.keys(dayErrors).length > 0 || Object.keys(confErrors).length > 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="working-days-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="working-days-title">
        Días laborables
        {subtitle && (
          <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>{subtitle}</span>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {failed && (
          <LoadError
            message={AGENDA_LOAD_ERROR}
            onRetry={() => {
              void days.refetch();
              void conf.refetch();
            }}
            retrying={days.isFetching || conf.isFetching}
          />
        )}
        {!failed && !form && (
          <Stack spacing={1} role="status" aria-label="Cargando la agenda">
            <Skeleton variant="rounded" height={56} />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={96} />
            ))}
          </Stack>
        )}
        {form && (
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {invalid && <Alert severity="error">{SCHEDULE_INVALID}</Alert>}
            <AgendaConfFields
              conf={form.conf}
              errors={confErrors}
              onChange={(c) => setForm({ ...form, conf: c })}
            />
            {form.days.map((d) => (
              <WeekdayRow
                key={d.dia_semana}
                day={d}
                error={dayErrors[d.dia_semana]}
                onChange={(day) =>
                  setForm({
                    ...form,
                    days: form.days.map((x) => (x.dia_semana === day.dia_semana ? day : x)),
                  })
                }
              />
            ))}
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
