import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeriesBookingResult } from '@/api/series';
import { formatShortDate } from '@/lib/format';

/** After a series was booked with some dates skipped: which were booked, which not and why. */
export function SeriesResult({ result }: { result: SeriesBookingResult }) {
  const n = result.turnos.length;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="success">
        {n === 1 ? 'Se reservó 1 turno de la serie.' : `Se reservaron ${n} turnos de la serie.`}
      </Alert>
      <Typography component="h3" variant="subtitle1">
        Fechas no reservadas
      </Typography>
      <List dense aria-label="Fechas no reservadas" disablePadding>
        {result.no_reservados.map((r) => (
          <ListItem key={r.fecha} divider disableGutters>
            <ListItemText primary={`${formatShortDate(r.fecha)} ${r.hora}`} secondary={r.motivo} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
