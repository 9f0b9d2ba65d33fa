import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  /** 'HH:MM', or '' while none is chosen */
  value: string;
  onChange: (hora: string) => void;
  /** the times offered, 'HH:MM' in order */
  times: readonly string[];
  required?: boolean;
}

/** The agenda dialogs' time field: one of `times`, in a menu that scrolls (a day has up to 96). */
export function TimeSelect({ label, value, onChange, times, required }: Props) {
  return (
    <TextField
      select
      label={label}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
      }}
    >
      {times.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
}
