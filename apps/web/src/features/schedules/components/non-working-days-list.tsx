import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatLongDate } from '@/lib/format';
import type { NonWorkingDay } from '@/api/schedules';

export const NON_WORKING_EMPTY = 'No hay fechas para mostrar';

interface Props {
  days: NonWorkingDay[];
  busyId: number | null;
  onDelete: (day: NonWorkingDay) => void;
}

/** The dates, newest first, each with its delete button. */
export function NonWorkingDaysList({ days, busyId, onDelete }: Props) {
  if (days.length === 0) return <Typography role="status">{NON_WORKING_EMPTY}</Typography>;
  return (
    <List dense aria-label="Días no laborables" sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {days.map((d) => {
        const date = formatLongDate(d.fecha);
        return (
          <ListItem
            key={d.id_dia_no_laborable}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Eliminar fecha ${date}`}
                disabled={busyId === d.id_dia_no_laborable}
                onClick={() => onDelete(d)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={date}
              secondary={d.razon || undefined}
              sx={{ textTransform: 'none' }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
