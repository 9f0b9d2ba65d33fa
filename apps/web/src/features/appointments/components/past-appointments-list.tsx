import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { formatShortDate, formatTime } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { isCancelled } from '../utils/appointment-status';
import { appointmentsText } from '../utils/texts';
import { serviceWithProfessional } from './appointment-lines';

/** Earlier or cancelled appointments, newest first, each with a cancelled or OK icon. */
export function PastAppointmentsList({ appointments }: { appointments: Appointment[] }) {
  if (appointments.length === 0) {
    return <Typography color="text.secondary">{appointmentsText.noPast}</Typography>;
  }
  return (
    <Paper variant="outlined">
      <List aria-label={appointmentsText.past} disablePadding>
        {appointments.map((t, i) => {
          const cancelled = isCancelled(t);
          return (
            <ListItem key={t.id_turno} divider={i < appointments.length - 1}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                {cancelled ? (
                  <CancelIcon color="error" titleAccess="Cancelado" />
                ) : (
                  <CheckCircle color="success" titleAccess="Realizado" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${formatShortDate(t.fecha)} ${formatTime(t.hora)} · ${serviceWithProfessional(t)}`}
                secondary={`Sucursal ${t.nombre_sucursal}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
