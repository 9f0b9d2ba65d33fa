import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Appointment } from '@/api/appointments';
import { formatShortDate, formatTime } from '@/lib/format';
import { clientFileText } from '../utils/texts';

type ChipColor = 'default' | 'success' | 'error' | 'warning';

/** What became of an appointment, in words. */
function outcome(t: Appointment): { label: string; color: ChipColor } {
  if (String(t.is_cancelado) === '1') return { label: 'Cancelado', color: 'default' };
  if (t.asistencia === 'asistio') return { label: 'Asistió', color: 'success' };
  if (t.asistencia === 'no_asistio') return { label: 'No asistió', color: 'error' };
  return { label: 'Pendiente', color: 'warning' };
}

/** A client's appointments, newest first (as the server sends them). */
export function ClientHistory({ appointments }: { appointments: readonly Appointment[] }) {
  if (appointments.length === 0)
    return <Typography color="text.secondary">{clientFileText.noHistory}</Typography>;
  return (
    <List dense disablePadding aria-label={clientFileText.history}>
      {appointments.map((t) => {
        const o = outcome(t);
        return (
          <ListItem
            key={t.id_turno}
            divider
            disableGutters
            sx={{ gap: 1, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={`${formatShortDate(t.fecha)} · ${formatTime(t.hora)} — ${t.nombre_servicio}`}
              secondary={`${t.nombre_peluquero} · ${t.nombre_sucursal}`}
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            />
            <Chip size="small" label={o.label} color={o.color} variant="outlined" />
          </ListItem>
        );
      })}
    </List>
  );
}
