import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useClientAppointments, type Appointment } from '@/api/appointments';
import {
  RescheduleFlow,
  type VisitToReschedule,
} from '@/features/booking/components/reschedule-flow';
import { bookingText } from '@/features/booking/utils/texts';

const toMinutes = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};

/** A visit's appointments (contract §6.2) as the reschedule flow moves them: in order, whole. */
function visitOf(appointments: Appointment[], visitId: string) {
  const own = appointments
    .filter((t) => String(t.id_visita) === visitId && String(t.is_cancelado) !== '1')
    .sort((a, b) => a.hora.localeCompare(b.hora));
  const first = own[0];
  if (!first || first.id_visita === null) return undefined;
  const visit: VisitToReschedule = {
    visitId: first.id_visita,
    branchId: first.id_sucursal,
    partes: own.map((t) => ({
      peluquero: String(t.id_peluquero_sucursal),
      servicio: String(t.id_servicio_de_peluquero_por_sucursal ?? ''),
      serviceName: t.nombre_servicio,
      professionalName: t.nombre_peluquero,
      precio: t.precio,
      duracion: Math.max(1, (toMinutes(t.hora_fin) - toMinutes(t.hora)) / 15),
      deposito: Number(t.monto_reserva),
    })),
  };
  const appointment = {
    ...first,
    nombre_servicio: own.map((t) => t.nombre_servicio).join(' + '),
    nombre_peluquero: [...new Set(own.map((t) => t.nombre_peluquero))].join(' y '),
  };
  return { turno: appointment, visita: visit };
}

/** Finds the client's appointment (appointments feature) and hands it to the booking feature. */
export function RescheduleAppointment({
  clientId,
  appointmentId,
  visitId,
}: {
  clientId: number;
  appointmentId?: string;
  /** contract §6.2: a whole visit instead */
  visitId?: string;
}) {
  const appointments = useClientAppointments(clientId);
  if (appointments.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando turno">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  const visit = visitId && appointments.data ? visitOf(appointments.data, visitId) : undefined;
  const appointment =
    visit?.turno ??
    appointments.data?.find(
      (t) => String(t.id_turno) === appointmentId && String(t.is_cancelado) !== '1',
    );
  if (!appointment) {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            {appointments.isError && (
              <Button color="inherit" size="small" onClick={() => void appointments.refetch()}>
                Reintentar
              </Button>
            )}
            <Button color="inherit" size="small" component={RouterLink} to={paths.client.dashboard}>
              Mis turnos
            </Button>
          </Stack>
        }
      >
        {bookingText.rescheduleLoadError}
      </Alert>
    );
  }
  return <RescheduleFlow appointment={appointment} visit={visit?.visita} />;
}
