import { type ReactNode, useMemo, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EsDateProvider } from '@/components/es-date-provider';
import { parseWireDate, toWireDate } from '@/lib/format';
import { agendaPickerDay } from './agenda-picker-day';

interface Props {
  label?: string;
  /** yyyy-MM-dd, or '' when none */
  value: string;
  /** a whole, valid date (yyyy-MM-dd), or '' while the field is empty, half typed or out of range */
  onChange: (fecha: string) => void;
  /** the studio's today: where the calendar opens when the field is empty */
  today: string;
  /** the first date allowed (yyyy-MM-dd) */
  min?: string;
  error?: boolean;
  helperText?: ReactNode;
  width?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** dates to mark with a dashed ring and their name ('Feriado: Navidad'); still selectable */
  closedDates?: ReadonlyMap<string, string>;
  /** the calendar's shown month (yyyy-MM) when it opens or moves, to read its closed dates */
  onMonthShown?: (month: string) => void;
}

/**
 * The agendas' date field: the MUI X picker in Spanish (dd/mm/aaaa), as in the professional's
 * agenda and the booking. A date reaches `onChange` only once it is whole and valid (typing the
 * year digit by digit never gives year 2 or 202); meanwhile the caller gets '' and the field
 * keeps what was typed.
 */
export function AgendaDatePicker({
  label = 'Fecha',
  value,
  onChange,
  today,
  min,
  error,
  helperText,
  width,
  size,
  fullWidth,
  closedDates,
  onMonthShown,
}: Props) {
  // what the field last gave, so a half-typed date ('' for the caller) is not wiped on re-render
  const [draft, setDraft] = useState<{ date: Date | null; wire: string } | null>(null);
  const shown = draft && draft.wire === value ? draft.date : value ? parseWireDate(value) : null;
  const Day = useMemo(
    () => (closedDates ? agendaPickerDay((d) => closedDates.get(d)) : undefined),
    [closedDates],
  );
  return (
    <EsDateProvider>
      <DatePicker
        label={label}
        value={shown}
        onChange={(d, context) => {
          const whole =
            d !== null && !Number.isNaN(d.getTime()) && context.validationError === null;
          const wire = whole ? toWireDate(d) : '';
          setDraft({ date: d, wire });
          onChange(wire);
        }}
        referenceDate={parseWireDate(today)}
        minDate={min ? parseWireDate(min) : undefined}
        format="dd/MM/yyyy"
        onOpen={() => onMonthShown?.((value || today).slice(0, 7))}
        onMonthChange={(d) => onMonthShown?.(toWireDate(d).slice(0, 7))}
        slots={Day ? { day: Day } : undefined}
        slotProps={{
          textField: { size, fullWidth, error, helperText, sx: width ? { width } : undefined },
        }}
      />
    </EsDateProvider>
  );
}
