import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { addDays } from '@turnos/domain';
import { formatShortDate, parseWireDate, toWireDate } from '@/lib/format';
import { isDateDisabled, lastBookableDate, type CalendarRules } from '../utils/date-rules';

const pickerTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** How far ahead the closed dates are listed under the field when the agenda has no limit. */
const CLOSED_LIST_DAYS = 60;

/**
 * The closed dates from today to the last bookable one, in words under the field — seen on a
 * phone too, where a day's title never shows ('Días sin atención: 22/12 (Cerrado: Inventario)').
 */
export function closedDatesText(
  today: string,
  last: string | null,
  closed: ReadonlyMap<string, string> | undefined,
): string | undefined {
  const until = last ?? addDays(today, CLOSED_LIST_DAYS);
  const ahead = [...(closed ?? [])]
    .filter(([fecha]) => fecha >= today && fecha <= until)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fecha, name]) => `${formatShortDate(fecha)} (${name})`);
  return ahead.length === 0 ? undefined : `Días sin atención: ${ahead.join(' · ')}`;
}

interface StudioDatePickerProps {
  /** yyyy-MM-dd, or '' when none is chosen */
  value: string;
  onChange: (date: string) => void;
  /** the studio's today (studioNow().date) */
  today: string;
  rules: CalendarRules;
  label?: string;
}

/**
 * The booking calendar. The picker works with the browser's local dates, but each day is read
 * as a plain calendar date ('yyyy-MM-dd') and judged against the studio's today, so the
 * browser's zone never moves a day. A closed date (a holiday that closes, a closure) is disabled
 * with its name.
 */
export function StudioDatePicker({
  value,
  onChange,
  today,
  rules,
  label = 'Fecha',
}: StudioDatePickerProps) {
  const last = lastBookableDate(today, rules);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es} localeText={pickerTexts}>
      <DatePicker
        label={label}
        value={value ? parseWireDate(value) : null}
        onChange={(d) => onChange(d && !Number.isNaN(d.getTime()) ? toWireDate(d) : '')}
        referenceDate={parseWireDate(today)}
        minDate={parseWireDate(today)}
        maxDate={last ? parseWireDate(last) : undefined}
        shouldDisableDate={(d) => isDateDisabled(toWireDate(d), today, rules)}
        disableHighlightToday
        format="dd/MM/yyyy"
        slotProps={{
          textField: {
            fullWidth: true,
            helperText: closedDatesText(today, last, rules.closedDates),
          },
          // a holiday or closure says its name (contract §7.6), to the eye and to a screen reader
          day: ({ day }) => {
            const name = rules.closedDates?.get(toWireDate(day));
            return name === undefined
              ? {}
              : {
                  title: name,
                  'aria-label': `${format(day, "d 'de' MMMM", { locale: es })}: ${name}`,
                  // marked apart from the days simply not offered
                  sx: { border: '2px dashed', borderColor: 'warning.main' },
                };
          },
        }}
      />
    </LocalizationProvider>
  );
}
