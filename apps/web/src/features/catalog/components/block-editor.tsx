import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { minutesToTime, UNIT_MINUTES } from '@turnos/domain';

interface Props {
  /** one '0'/'1' per 15-minute module */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const blockLabel = (i: number) =>
  `Bloque ${i + 1} (${minutesToTime(i * UNIT_MINUTES)} a ${minutesToTime((i + 1) * UNIT_MINUTES)})`;

/**
 * The active-time blocks of a service: one toggle button per module (Space/Enter toggle it).
 * Active = the professional is busy in that module; idle modules are free for other clients.
 */
export function BlockEditor({ value, onChange, error }: Props) {
  const toggle = (i: number) =>
    onChange([...value].map((c, j) => (j === i ? (c === '1' ? '0' : '1') : c)).join(''));
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby="blocks-help"
    >
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        Bloques de tiempo activo
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {[...value].map((c, i) => {
          const on = c === '1';
          return (
            <ButtonBase
              key={i}
              aria-pressed={on}
              aria-label={blockLabel(i)}
              onClick={() => toggle(i)}
              sx={{
                width: 44,
                height: 44,
                borderRadius: 1,
                border: 2,
                borderColor: error ? 'error.main' : 'primary.main',
                bgcolor: on ? 'primary.main' : 'background.paper',
                color: on ? 'primary.contrastText' : 'primary.main',
                fontWeight: 600,
                '&:focus-visible': { outline: '3px solid #f9a825', outlineOffset: 2 },
              }}
            >
              {i + 1}
            </ButtonBase>
          );
        })}
      </Box>
      <FormHelperText id="blocks-help" error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ??
          'Marcados: el profesional está ocupado. Sin marcar: tiempo libre (15 min cada uno).'}
      </FormHelperText>
    </Box>
  );
}
