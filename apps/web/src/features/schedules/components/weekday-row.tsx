import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { END_TIMES, START_TIMES, WEEKDAYS, withValue } from '../lib/time-options';
import { setDayActive, setSecondShift, type DayForm } from '../lib/schedule-form';
import { NativeSelect, timeOptions } from './native-select';

interface Props {
  day: DayForm;
  error?: string;
  onChange: (day: DayForm) => void;
}

type TimeField = 'hora_inicio1' | 'hora_fin1' | 'hora_inicio2' | 'hora_fin2';
const FIELDS: { field: TimeField; label: string; ends: boolean; second: boolean }[] = [
  { field: 'hora_inicio1', label: 'Inicio 1er turno', ends: false, second: false },
  { field: 'hora_fin1', label: 'Fin 1er turno', ends: true, second: false },
  { field: 'hora_inicio2', label: 'Inicio 2do turno', ends: false, second: true },
  { field: 'hora_fin2', label: 'Fin 2do turno', ends: true, second: true },
];

/** One weekday: active switch (off disables its times), first shift, optional second shift. */
export function WeekdayRow({ day, error, onChange }: Props) {
  const name = WEEKDAYS[day.dia_semana] ?? '';
  const errorId = `dia-${day.dia_semana}-error`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ m: 0, p: 1.5, minWidth: 0, borderColor: error ? 'error.main' : undefined }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={day.activo}
              onChange={(e) => onChange(setDayActive(day, e.target.checked))}
              slotProps={{ input: { 'aria-label': `${name}: día laborable` } }}
            />
          }
          label="Laborable"
        />
        <FormControlLabel
          control={
            <Switch
              checked={day.segundo_turno}
              disabled={!day.activo}
              onChange={(e) => onChange(setSecondShift(day, e.target.checked))}
              slotProps={{ input: { 'aria-label': `${name}: segundo turno` } }}
            />
          }
          label="2do turno"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1,
        }}
      >
        {FIELDS.map(({ field, label, ends, second }) => (
          <NativeSelect
            key={field}
            id={`dia-${day.dia_semana}-${field}`}
            label={label}
            value={day[field]}
            placeholder="--:--"
            options={timeOptions(withValue(ends ? END_TIMES : START_TIMES, day[field]))}
            disabled={!day.activo || (second && !day.segundo_turno)}
            onChange={(v) => onChange({ ...day, [field]: v })}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Paper>
  );
}
