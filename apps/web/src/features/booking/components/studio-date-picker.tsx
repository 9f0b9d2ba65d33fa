import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { parseWireDate, toWireDate } from '@/lib/format';
import { isDateDisabled, lastBookableDate, type CalendarRules } from '../utils/date-rules';

const pickerTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

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
          textField: { fullWidth: true },
          // a holiday or closure says its name (contract §7.6), to the eye and to a screen reader
          day: ({ day }) => {
            const name = rules.closedDates?.get(toWireDate(day));
            return name === undefined
              ? {}
              : {
                  title: name,
                  'aria-label': `${format(day, "d 'de' MMMM", { locale: es })}: ${name}`,
                };
          },
        }}
      />
    </LocalizationProvider>
  );
}
