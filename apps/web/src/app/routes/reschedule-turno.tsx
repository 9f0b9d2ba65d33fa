import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useTurnosCliente } from '@/api/appointments';
import { RescheduleFlow } from '@/features/booking/components/reschedule-flow';
import { bookingText } from '@/features/booking/utils/texts';

/** Finds the client's appointment (appointments feature) and hands it to the booking feature. */
export function RescheduleTurno({ clientId, idTurno }: { clientId: number; idTurno: string }) {
  const turnos = useTurnosCliente(clientId);
  if (turnos.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando turno">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  const turno = turnos.data?.find(
    (t) => String(t.id_turno) === idTurno && String(t.is_cancelado) !== '1',
  );
  if (!turno) {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            {turnos.isError && (
              <Button color="inherit" size="small" onClick={() => void turnos.refetch()}>
                Reintentar
              </Button>
            )}
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.cliente.dashboard}
            >
              Mis turnos
            </Button>
          </Stack>
        }
      >
        {bookingText.rescheduleLoadError}
      </Alert>
    );
  }
  return <RescheduleFlow turno={turno} />;
}
