import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { parseWireDate, toWireDate } from '@/lib/format';

interface Props {
  label: string;
  /** yyyy-MM-dd or '' */
  value: string;
  onChange: (date: string) => void;
  minDate?: string;
}

/** A plain calendar date picker (inside EsDateProvider) reading and writing 'yyyy-MM-dd'. */
export function DateField({ label, value, onChange, minDate }: Props) {
  return (
    <DatePicker
      label={label}
      value={value ? parseWireDate(value) : null}
      onChange={(d) => onChange(d && !Number.isNaN(d.getTime()) ? toWireDate(d) : '')}
      minDate={minDate ? parseWireDate(minDate) : undefined}
      format="dd/MM/yyyy"
      slotProps={{ textField: { sx: { minWidth: 0, flex: '1 1 160px', maxWidth: 240 } } }}
    />
  );
}
