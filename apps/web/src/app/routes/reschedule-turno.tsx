import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useClientAppointments, type Turno } from '@/api/appointments';
import {
  RescheduleFlow,
  type VisitaAReprogramar,
} from '@/features/booking/components/reschedule-flow';
import { bookingText } from '@/features/booking/utils/texts';

const toMinutes = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};

/** A visit's appointments (contract §6.2) as the reschedule flow moves them: in order, whole. */
function visitOf(turnos: Turno[], idVisita: string) {
  const own = turnos
    .filter((t) => String(t.id_visita) === idVisita && String(t.is_cancelado) !== '1')
    .sort((a, b) => a.hora.localeCompare(b.hora));
  const first = own[0];
  if (!first || first.id_visita === null) return undefined;
  const visita: VisitaAReprogramar = {
    idVisita: first.id_visita,
    idSucursal: first.id_sucursal,
    partes: own.map((t) => ({
      peluquero: String(t.id_peluquero_sucursal),
      servicio: String(t.id_servicio_de_peluquero_por_sucursal ?? ''),
      nombreServicio: t.nombre_servicio,
      nombrePeluquero: t.nombre_peluquero,
      precio: t.precio,
      duracion: Math.max(1, (toMinutes(t.hora_fin) - toMinutes(t.hora)) / 15),
      deposito: Number(t.monto_reserva),
    })),
  };
  const turno = {
    ...first,
    nombre_servicio: own.map((t) => t.nombre_servicio).join(' + '),
    nombre_peluquero: [...new Set(own.map((t) => t.nombre_peluquero))].join(' y '),
  };
  return { turno, visita };
}

/** Finds the client's appointment (appointments feature) and hands it to the booking feature. */
export function RescheduleTurno({
  clientId,
  idTurno,
  idVisita,
}: {
  clientId: number;
  idTurno?: string;
  /** contract §6.2: a whole visit instead */
  idVisita?: string;
}) {
  const turnos = useClientAppointments(clientId);
  if (turnos.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando turno">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  const visit = idVisita && turnos.data ? visitOf(turnos.data, idVisita) : undefined;
  const turno =
    visit?.turno ??
    turnos.data?.find((t) => String(t.id_turno) === idTurno && String(t.is_cancelado) !== '1');
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
  return <RescheduleFlow turno={turno} visita={visit?.visita} />;
}
