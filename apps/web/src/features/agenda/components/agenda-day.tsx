import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { studioNow, timeToMinutes } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';
import { type AgendaSlot, useCancelAppointment, useAgenda, useMarkBusy } from '@/api/appointments';
import { groupSlots } from '../utils/group-slots';
import { agendaText } from '../utils/texts';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { SlotInfoDialog } from './slot-info-dialog';
import { SlotRow, type SlotActions } from './slot-row';
import { DayWaitlist } from './day-waitlist';

interface Props {
  professionalBranchId: string;
  /** its branch, once known (a series' preview reads that branch's closures) */
  branchId: number | undefined;
  fecha: string;
  today: string;
}

/** The searched day: every slot with its state and actions, and the dialogs they open. */
export function AgendaDay({ professionalBranchId, branchId, fecha, today }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const agenda = useAgenda(professionalBranchId, fecha);
  const markBusy = useMarkBusy();
  const free = useCancelAppointment('profesional');
  const [info, setInfo] = useState<AgendaSlot | null>(null);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  const groups = useMemo(() => groupSlots(agenda.data ?? []), [agenda.data]);

  const actions: SlotActions = {
    disabled: markBusy.isPending || free.isPending || agenda.isFetching,
    onInfo: setInfo,
    onAssign: (hora, overbooking) => setAssign({ hora, sobreturno: overbooking }),
    canAssign: (hora) =>
      fecha > today || (fecha === today && timeToMinutes(hora) > studioNow().minutes),
    canOverbook: fecha >= today,
    onMarkBusy: (hora) =>
      markBusy.mutate(
        { professionalBranchId, fecha, hora },
        {
          onSuccess: () => toast.success(agendaText.markedBusy),
          onError: (e) => showError(e, agendaText.unexpected, serverWords()),
        },
      ),
    onFree: (slot) => {
      if (slot.id_turno === null) return;
      free.mutate(slot.id_turno, {
        onSuccess: () => toast.success(agendaText.freed),
        onError: (e) => showError(e, agendaText.unexpected, serverWords()),
      });
    },
  };

  if (agenda.isPending) return <TableSkeleton label="Cargando agenda" rows={6} />;
  if (agenda.isError)
    return (
      <LoadError
        message={agendaText.loadError}
        onRetry={() => void agenda.refetch()}
        retrying={agenda.isFetching}
      />
    );

  return (
    <Box component="section" aria-label="Horarios del día" aria-busy={agenda.isFetching}>
      <Typography variant="h2" component="h2" sx={{ mb: 1, textTransform: 'capitalize' }}>
        {formatLongDate(fecha)}
      </Typography>
      {groups.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
          {agendaText.emptyDay}
        </Typography>
      ) : (
        <Paper
          variant="outlined"
          component="ul"
          aria-label="Horarios"
          sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}
        >
          {groups.map((g) => (
            <SlotRow key={g.hora} group={g} actions={actions} />
          ))}
        </Paper>
      )}
      <DayWaitlist professionalBranchId={professionalBranchId} fecha={fecha} />
      <SlotInfoDialog slot={info} today={today} onClose={() => setInfo(null)} />
      {assign && (
        <AssignDialog
          target={assign}
          professionalBranchId={professionalBranchId}
          branchId={branchId}
          fecha={fecha}
          onClose={() => setAssign(null)}
          onConflict={() => setAssign(null)}
        />
      )}
    </Box>
  );
}
