import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useErrorToast, useToast } from '@/components/toast';
import { formatLongDate } from '@/lib/format';
import { useClientWaitlist, useLeaveWaitlist, type WaitlistEntry } from '@/api/waitlist';

const range = (e: WaitlistEntry) =>
  e.hora_desde && e.hora_hasta
    ? `entre ${e.hora_desde} y ${e.hora_hasta}`
    : e.hora_desde
      ? `desde ${e.hora_desde}`
      : e.hora_hasta
        ? `hasta ${e.hora_hasta}`
        : 'cualquier horario';

/** The client's waitlist entries (contract §6.3), each with its removal; nothing when empty. */
export function WaitlistEntries({ clientId }: { clientId: number }) {
  const list = useClientWaitlist(clientId);
  const leave = useLeaveWaitlist();
  const toast = useToast();
  const showError = useErrorToast();
  if (list.isPending)
    return <Skeleton variant="rounded" height={64} aria-label="Cargando lista de espera" />;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        }
      >
        No se pudo cargar tu lista de espera.
      </Alert>
    );
  }
  if (list.data.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title">
      <Typography variant="h2" id="waitlist-title" sx={{ mb: 1 }}>
        Lista de espera
      </Typography>
      <List dense disablePadding>
        {list.data.map((e) => {
          const label = `${formatLongDate(e.fecha)}, ${range(e)}`;
          return (
            <ListItem
              key={e.id_espera}
              divider
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  disabled={leave.isPending}
                  aria-label={`Salir de la lista de espera del ${label}`}
                  onClick={() =>
                    leave.mutate(e.id_espera, {
                      onSuccess: () => toast.success('Saliste de la lista de espera.'),
                      onError: (err) => showError(err, 'No se pudo quitar de la lista de espera.'),
                    })
                  }
                >
                  Quitar
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <>
                    <span style={{ textTransform: 'capitalize' }}>{formatLongDate(e.fecha)}</span>
                    {`, ${range(e)}`}
                  </>
                }
                secondary={`${e.nombre_servicio} con ${e.nombre_peluquero}, sucursal ${e.nombre_sucursal}`}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
