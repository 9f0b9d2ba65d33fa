import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { toWireDate } from '@/lib/format';
import { nonWorkingLabel } from '../utils/calendar';

/**
 * The agenda calendar's day (issue 29): a non-working date is marked (a dashed ring), says its
 * reason on hover (title) and to screen readers (its name: '24, No laborable: Capacitación').
 */
export function agendaPickerDay(reasons: ReadonlyMap<string, string>) {
  return function AgendaPickerDay(props: PickerDayProps) {
    const reason = reasons.get(toWireDate(props.day));
    if (reason === undefined) return <PickerDay {...props} />;
    const label = nonWorkingLabel(reason);
    return (
      <PickerDay
        {...props}
        title={label}
        aria-label={`${props.day.getDate()}, ${label}`}
        sx={{ border: '2px dashed', borderColor: 'warning.main' }}
      />
    );
  };
}
