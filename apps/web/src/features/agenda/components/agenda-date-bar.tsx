import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EsDateProvider } from '@/components/es-date-provider';
import { parseWireDate, toWireDate } from '@/lib/format';
import type { AgendaRules } from '../hooks/use-agenda-rules';
import { useClosedDates } from '../hooks/use-closed-dates';
import { useMonthAppointmentDates } from '../hooks/use-month-appointment-dates';
import { dayOffLabel, isAgendaDateDisabled } from '../utils/calendar';
import { agendaPickerDay } from './agenda-picker-day';

interface Props {
  professionalBranchId: string;
  /** the searched date (yyyy-MM-dd) or '' */
  fecha: string;
  today: string;
  rules: AgendaRules;
  /** the professional-branch's branch: the shown month's holidays and closures are read for it */
  branchId: number | undefined;
  searching: boolean;
  onSearch: (fecha: string) => void;
}

/**
 * Date picker and the search button beside it: working weekdays, non-working dates (marked with
 * their reason) and any date of the shown month with appointments can be opened (issue 29); the
 * branch's closed dates (holidays that close it, closures) are marked with their name and open
 * only when they hold appointments (contract §7.6).
 */
export function AgendaDateBar({
  professionalBranchId,
  fecha,
  today,
  rules: screenRules,
  branchId,
  searching,
  onSearch,
}: Props) {
  const [value, setValue] = useState(fecha);
  const [month, setMonth] = useState((fecha || today).slice(0, 7));
  const appointmentDates = useMonthAppointmentDates(professionalBranchId, month).data;
  // the shown month may be of a year the screen did not read
  const monthClosed = useClosedDates(branchId, [Number(month.slice(0, 4))]);
  const rules = useMemo(
    () => ({
      ...screenRules,
      closedDates: new Map([...(screenRules.closedDates ?? []), ...monthClosed]),
    }),
    [screenRules, monthClosed],
  );
  const Day = useMemo(() => agendaPickerDay((d) => dayOffLabel(rules, d)), [rules]);
  // one Date per value: the calendar goes back to the value's month whenever it gets a new
  // object, so a re-render (the shown month's list arriving) must not make one
  const shown = useMemo(() => (value ? parseWireDate(value) : null), [value]);
  const reference = useMemo(() => parseWireDate(today), [today]);
  const valid = value !== '' && !isAgendaDateDisabled(value, rules, appointmentDates);
  // a day off picked but not opened yet says why under the field (once opened, the screen does)
  const reason = value === fecha ? undefined : dayOffLabel(rules, value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <EsDateProvider>
        <DatePicker
          label="Fecha"
          value={shown}
          onChange={(d) => setValue(d && !Number.isNaN(d.getTime()) ? toWireDate(d) : '')}
          onMonthChange={(d) => setMonth(toWireDate(d).slice(0, 7))}
          onOpen={() => setMonth((value || today).slice(0, 7))}
          referenceDate={reference}
          shouldDisableDate={(d) => isAgendaDateDisabled(toWireDate(d), rules, appointmentDates)}
          format="dd/MM/yyyy"
          slots={{ day: Day }}
          slotProps={{
            textField: {
              fullWidth: true,
              helperText: reason,
            },
          }}
        />
      </EsDateProvider>
      <Tooltip title="Buscar turnos del día">
        <span>
          <IconButton
            color="primary"
            aria-label="Buscar turnos del día"
            onClick={() => onSearch(value)}
            disabled={!valid || searching}
            sx={{ mt: 1, border: 1, borderColor: 'divider' }}
          >
            <SearchIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
