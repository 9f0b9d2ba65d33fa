import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { toWireDate } from '@/lib/format';

/**
 * The agenda calendar's day (issue 29, contract §7.6): a non-working date — the professional's
 * day off, or the branch closed by a closure or a holiday — is marked (a dashed ring), says why on
 * hover (title) and to screen readers (its name: '24, No laborable: Capacitación',
 * '25, Feriado: Navidad').
 */
export function agendaPickerDay(labelOf: (date: string) => string | undefined) {
  return function AgendaPickerDay(props: PickerDayProps) {
    const label = labelOf(toWireDate(props.day));
    if (label === undefined) return <PickerDay {...props} />;
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
