import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATE_PATTERN, studioNow, weekdayIndex } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useAgendaRules } from '../hooks/use-agenda-rules';
import { appointmentKeys } from '@/api/appointments';
import { useBranchOfProfessionalBranch } from '../hooks/use-professional-branch-branch';
import { useClosedDates } from '../hooks/use-closed-dates';
import { useMonthAppointmentDates } from '../hooks/use-month-appointment-dates';
import { dayOffLabel, isAgendaDateDisabled } from '../utils/calendar';
import { agendaText } from '../utils/texts';
import { AgendaDateBar } from './agenda-date-bar';
import { AgendaDay } from './agenda-day';

/**
 * The professional's agenda at one branch. The searched date lives in the URL (?fecha=), so a
 * reload or a shared link shows the same day; without one, today is shown when it can be opened
 * (a working day, a day off, or a day with appointments). A day off says so, with its reason; a
 * date the branch is closed (a closure, a holiday that closes it: contract §7.6), with its name.
 */
export function AgendaScreen({ professionalBranchId }: { professionalBranchId: string }) {
  const today = studioNow().date;
  const qc = useQueryClient();
  const agendaRules = useAgendaRules(professionalBranchId);
  // a day off (or a weekday off) that still has appointments opens like any other (issue 29)
  const todayAppointments = useMonthAppointmentDates(professionalBranchId, today.slice(0, 7));
  const [params, setParams] = useSearchParams();
  const asked = params.get('fecha') ?? '';
  const branchId = useBranchOfProfessionalBranch(professionalBranchId);
  const year = Number(today.slice(0, 4));
  const askedYear = DATE_PATTERN.test(asked) ? Number(asked.slice(0, 4)) : year;
  const closedDates = useClosedDates(branchId, [year, year + 1, askedYear]);
  const rules = {
    ...agendaRules,
    data: agendaRules.data && { ...agendaRules.data, closedDates },
  };

  if (rules.isError)
    return (
      <LoadError
        message={agendaText.rulesError}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  if (!rules.data) return <TableSkeleton label="Cargando agenda" rows={3} />;

  const fecha =
    asked || (isAgendaDateDisabled(today, rules.data, todayAppointments.data) ? '' : today);
  const reason = fecha ? dayOffLabel(rules.data, fecha) : undefined;
  const offWeekday = fecha !== '' && !rules.data.activeWeekdays.has(weekdayIndex(fecha));
  return (
    <Stack spacing={2}>
      <AgendaDateBar
        professionalBranchId={professionalBranchId}
        key={fecha}
        fecha={fecha}
        today={today}
        rules={rules.data}
        branchId={branchId}
        searching={false}
        onSearch={(d) => {
          if (d === fecha)
            void qc.invalidateQueries({
              queryKey: appointmentKeys.agendaDay(professionalBranchId, d),
            });
          else setParams({ fecha: d }, { replace: true });
        }}
      />
      {(reason !== undefined || offWeekday) && (
        <Alert severity="info">
          {reason !== undefined
            ? `${reason}. Los clientes no pueden reservar este día.`
            : 'Este día de la semana no es laborable: los clientes no pueden reservarlo.'}
        </Alert>
      )}
      {fecha ? (
        <AgendaDay
          professionalBranchId={professionalBranchId}
          branchId={branchId}
          fecha={fecha}
          today={today}
        />
      ) : (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {agendaText.prompt}
        </Typography>
      )}
    </Stack>
  );
}
