import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { formatShortDate, formatTime } from '@/lib/format';
import type { Turno } from '@/api/appointments';
import { isCancelled } from '../utils/turno-status';
import { turnosText } from '../utils/texts';
import { servicioConPeluquero } from './turno-lines';

/** Earlier or cancelled appointments, newest first, each with a cancelled or OK icon. */
export function PastTurnosList({ turnos }: { turnos: Turno[] }) {
  if (turnos.length === 0) {
    return <Typography color="text.secondary">{turnosText.noPast}</Typography>;
  }
  return (
    <Paper variant="outlined">
      <List aria-label={turnosText.past} disablePadding>
        {turnos.map((t, i) => {
          const cancelled = isCancelled(t);
          return (
            <ListItem key={t.id_turno} divider={i < turnos.length - 1}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                {cancelled ? (
                  <CancelIcon color="error" titleAccess="Cancelado" />
                ) : (
                  <CheckCircle color="success" titleAccess="Realizado" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${formatShortDate(t.fecha)} ${formatTime(t.hora)} · ${servicioConPeluquero(t)}`}
                secondary={`Sucursal ${t.nombre_sucursal}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
