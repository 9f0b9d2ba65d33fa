import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useErrorToast } from '@/components/toast';
import { useDayWaitlist, useLeaveWaitlist, type DayWaitlistEntry } from '@/api/waitlist';

const range = (e: DayWaitlistEntry) =>
  e.hora_desde || e.hora_hasta
    ? `${e.hora_desde ?? 'desde el inicio'} – ${e.hora_hasta ?? 'hasta el cierre'}`
    : 'Cualquier horario';

/** The clients waiting for this day of the agenda (contract §6.3), first come first. */
export function DayWaitlist({
  professionalBranchId,
  fecha,
}: {
  professionalBranchId: string;
  fecha: string;
}) {
  const list = useDayWaitlist(professionalBranchId, fecha);
  const leave = useLeaveWaitlist();
  const showError = useErrorToast();
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        }
      >
        No se pudo cargar la lista de espera del día.
      </Alert>
    );
  }
  if (list.data.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="day-waitlist"
      sx={{ mt: 2, p: 2 }}
    >
      <Typography variant="h3" component="h3" id="day-waitlist">
        Lista de espera ({list.data.length})
      </Typography>
      <List dense disablePadding>
        {list.data.map((e) => (
          <ListItem
            key={e.id_espera}
            divider
            sx={{ pr: 12 }}
            secondaryAction={
              <Button
                size="small"
                color="error"
                disabled={leave.isPending}
                aria-label={`Quitar a ${e.cliente_nombre} de la lista de espera`}
                onClick={() =>
                  leave.mutate(e.id_espera, {
                    onError: (err) => showError(err, 'No se pudo quitar de la lista de espera.'),
                  })
                }
              >
                Quitar
              </Button>
            }
          >
            <ListItemText
              primary={`${e.cliente_nombre} · ${e.nombre_servicio}`}
              secondary={`${range(e)}${e.cliente_celular ? ` · ${e.cliente_celular}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
