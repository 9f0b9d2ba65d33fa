import { availabilityKeys } from '@/api/availability';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorCode, studioNow } from '@turnos/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useErrorToast, useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate, formatTime } from '@/lib/format';
import { useAgendaRules } from '../hooks/use-agenda-rules';
import { useRescheduleAppointment, useRescheduleVisit, type Appointment } from '@/api/appointments';
import { planVisit, type VisitPart } from '../utils/visit-plan';
import { bookingText } from '../utils/texts';
import { AgendaRulesGate } from './agenda-rules-gate';
import { REDIRECT_AFTER_BOOKING_MS, type SlotPick } from '../utils/slot-pick';
import { SlotSearch } from './slot-search';
import { SummaryDialog } from './summary-dialog';

/** What rescheduling needs of an appointment. */
export type AppointmentToReschedule = Pick<
  Appointment,
  | 'id_turno'
  | 'id_peluquero_sucursal'
  | 'id_servicio_de_peluquero_por_sucursal'
  | 'fecha'
  | 'hora'
  | 'nombre_servicio'
  | 'nombre_peluquero'
  | 'nombre_sucursal'
  | 'id_sucursal'
>;

/** A visit to move as a whole (contract §6.2): its id, its branch and its services in order. */
export interface VisitToReschedule {
  visitId: number;
  branchId: number;
  partes: VisitPart[];
}

/**
 * Seed §2 reschedule: date, search (own units count as free), slot, summary, confirm. A visit
 * moves whole: the starts offered are the visit's, its services keep their order and professionals.
 */
export function RescheduleFlow({
  appointment,
  visit,
}: {
  appointment: AppointmentToReschedule;
  visit?: VisitToReschedule;
}) {
  const rules = useAgendaRules(String(appointment.id_peluquero_sucursal), appointment.id_sucursal);
  const rescheduleAppointment = useRescheduleAppointment();
  const rescheduleVisit = useRescheduleVisit();
  const reschedule = visit ? rescheduleVisit : rescheduleAppointment;
  const [fecha, setFecha] = useState('');
  const [pick, setPick] = useState<SlotPick | null>(null);
  const [done, setDone] = useState(false);
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const serviceLink = appointment.id_servicio_de_peluquero_por_sucursal;

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.startPage), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const confirm = () => {
    if (!pick) return;
    const target = { fechaNueva: pick.fecha, hora: pick.hora };
    const run = (handlers: { onSuccess: () => void; onError: (e: unknown) => void }) =>
      visit
        ? rescheduleVisit.mutate({ visitId: visit.visitId, ...target }, handlers)
        : rescheduleAppointment.mutate(
            { appointmentId: String(appointment.id_turno), ...target },
            handlers,
          );
    run({
      onSuccess: () => {
        setPick(null);
        setDone(true);
        toast.success(bookingText.rescheduled);
      },
      onError: (e) => {
        // the rule or the taken start, in the server's words; anything else, the seed's text
        showError(
          e,
          bookingText.rescheduleError,
          serverWords(ErrorCode.ruleForbids, ErrorCode.slotTaken),
        );
        const code = isApiError(e) ? e.code : null;
        if (code === ErrorCode.ruleForbids || code === ErrorCode.slotTaken) setPick(null);
        if (code === ErrorCode.slotTaken) {
          void qc.invalidateQueries({ queryKey: availabilityKeys.all });
        }
      },
    });
  };

  if (done) {
    return (
      <Alert severity="success" role="status">
        {bookingText.rescheduled}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="current-title">
        <Typography variant="h2" id="current-title" sx={{ fontSize: '1.1rem' }}>
          {visit ? 'Visita actual' : 'Turno actual'}
        </Typography>
        <Typography>
          <Box component="span" sx={{ textTransform: 'capitalize' }}>
            {formatLongDate(appointment.fecha)}
          </Box>{' '}
          · {formatTime(appointment.hora)}
        </Typography>
        <Typography color="text.secondary">
          {appointment.nombre_servicio} con {appointment.nombre_peluquero} · Sucursal{' '}
          {appointment.nombre_sucursal}
        </Typography>
      </Paper>
      <AgendaRulesGate rules={rules} errorText={bookingText.rescheduleAgendaError}>
        {(calendar) => (
          <SlotSearch
            today={studioNow().date}
            rules={calendar}
            base={
              serviceLink === null
                ? null
                : {
                    professionalBranchId: String(appointment.id_peluquero_sucursal),
                    professionalServiceId: String(serviceLink),
                    ...(visit
                      ? {
                          visita: {
                            branchId: String(visit.branchId),
                            servicios: visit.partes.map((p) => p.servicio),
                            visitId: String(visit.visitId),
                          },
                        }
                      : { appointmentId: String(appointment.id_turno) }),
                  }
            }
            fecha={fecha}
            onFecha={setFecha}
            service={appointment.nombre_servicio}
            agendaError={bookingText.rescheduleAgendaError}
            disabled={reschedule.isPending}
            onPick={(fecha, hora) => setPick({ fecha, hora })}
          />
        )}
      </AgendaRulesGate>
      <div>
        <Button component={RouterLink} to={paths.client.dashboard} variant="outlined">
          Volver
        </Button>
      </div>
      {pick && (
        <SummaryDialog
          open
          title={visit ? 'Reprogramar visita' : 'Reprogramar turno'}
          rows={
            visit
              ? [
                  { label: 'Fecha', value: formatLongDate(pick.fecha) },
                  ...planVisit(visit.partes, pick.hora).parts.map((p) => ({
                    label: formatTime(p.hora),
                    value: `${p.serviceName} con ${p.professionalName}`,
                  })),
                  { label: 'Sucursal', value: appointment.nombre_sucursal },
                ]
              : [
                  { label: 'Fecha', value: formatLongDate(pick.fecha) },
                  { label: 'Hora', value: formatTime(pick.hora) },
                  { label: 'Servicio', value: appointment.nombre_servicio },
                  { label: 'Peluquero', value: appointment.nombre_peluquero },
                  { label: 'Sucursal', value: appointment.nombre_sucursal },
                ]
          }
          note={`Tu turno del ${formatLongDate(appointment.fecha)} a las ${formatTime(appointment.hora)} pasará a esta fecha y hora. Si cancelás, se mantiene el turno original.`}
          confirmLabel="Reprogramar"
          busy={reschedule.isPending}
          busyText="Reprogramando tu turno..."
          onConfirm={confirm}
          onCancel={() => setPick(null)}
        />
      )}
    </Stack>
  );
}
