import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { type Asistencia, useSetAttendance, useVisitAppointments } from '@/api/branch-agenda';
import { useCancelVisitConfirm } from '@/components/visit/use-cancel-visit-confirm';
import { VisitServices } from '@/components/visit/visit-services';
import { agendaText } from '../utils/texts';
import { canMarkAttendance } from '../utils/attendance';
import { asistenciaLabel, branchAgendaText } from '../utils/branch-texts';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { CelularRow, Row, depositText, useCancelAppointmentConfirm } from './appointment-details';
import { SeriesCancelButton } from './series-cancel';

interface Props {
  appointment: Appointment;
  /** an admin sees every appointment of a visit; a professional only their own (ADR 0075) */
  isAdmin: boolean;
  today: string;
  nowMinutes: number;
  onClose: () => void;
  onMove: () => void;
  /** a visit's appointment, for an admin: move the whole visit */
  onMoveVisit: (appointments: Appointment[]) => void;
  onFile: () => void;
}

/**
 * An appointment of the branch agenda: its details, attendance once it started, the client's file,
 * moving it (the keyboard alternative to dragging) and cancelling it; a busy block can be freed.
 * One service of a visit lists the visit's services and cancels the whole visit; it is not moved
 * alone (the server refuses it, ADR 0072).
 */
export function AppointmentDialog({
  appointment: t,
  isAdmin,
  today,
  nowMinutes,
  onClose,
  onMove,
  onMoveVisit,
  onFile,
}: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const attendance = useSetAttendance();
  const busy = t.ocupado === '1';
  const cancellable = t.fecha >= today;
  const attendable = canMarkAttendance(t, today, nowMinutes);
  const cancelling = useCancelAppointmentConfirm(
    t.id_turno,
    busy
      ? { action: 'Liberar', title: 'Liberar horario', done: branchAgendaText.freed }
      : { action: 'Cancelar turno', title: 'Cancelar turno', done: agendaText.cancelled },
    onClose,
  );
  const visit = useVisitAppointments(t.id_visita === null ? null : t);
  const cancellingVisit = useCancelVisitConfirm(
    t.id_visita,
    isAdmin ? (visit.data?.length ?? null) : null,
    'profesional',
    onClose,
  );

  function mark(asistencia: Asistencia) {
    attendance.mutate(
      { appointmentId: t.id_turno, clientId: t.id_cliente, asistencia },
      {
        onSuccess: () => toast.success(branchAgendaText.attendanceSaved),
        onError: (e) => showError(e, branchAgendaText.attendanceError, serverWords()),
      },
    );
  }

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="turno-info-title">
        <DialogTitle id="turno-info-title">
          {busy ? branchAgendaText.busy : agendaText.infoTitle}
        </DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ m: 0 }}>
            {t.sobreturno === '1' && <Row label="Tipo">Sobreturno</Row>}
            {!busy && (
              <>
                <Row label="Cliente">{t.cliente_nombre}</Row>
                <CelularRow celular={t.cliente_celular} nombre={t.cliente_nombre} />
                <Row label="Servicio">{t.nombre_servicio}</Row>
              </>
            )}
            <Row label="Profesional">{t.nombre_peluquero}</Row>
            <Row label="Fecha">
              <span style={{ textTransform: 'capitalize' }}>{formatLongDate(t.fecha)}</span>
            </Row>
            <Row label="Horario">{`${t.hora_inicio} a ${t.hora_fin} hs`}</Row>
            {!busy && <Row label="Reserva">{depositText(t)}</Row>}
            {!busy && <Row label="Asistencia">{asistenciaLabel[t.asistencia]}</Row>}
            {t.id_serie !== null && <Row label="Serie">Turno que se repite</Row>}
          </Box>
          {t.id_visita !== null && <VisitServices appointment={t} complete={isAdmin} />}
          {attendable && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary" id="asistencia-label">
                ¿Vino el cliente?
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                aria-labelledby="asistencia-label"
                value={t.asistencia === 'pendiente' ? null : t.asistencia}
                disabled={attendance.isPending}
                onChange={(_e, v: Asistencia | null) => {
                  if (v) mark(v);
                }}
              >
                <ToggleButton value="asistio">Asistió</ToggleButton>
                <ToggleButton value="no_asistio">No asistió</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!busy && <Button onClick={onFile}>Ficha del cliente</Button>}
          {!busy && t.is_cancelado === '0' && t.cobrado === '0' && (
            <Button
              component={RouterLink}
              to={paths.admin.charge(t.id_turno, t.id_sucursal, t.fecha)}
            >
              Cobrar
            </Button>
          )}
          {!busy && cancellable && t.id_visita === null && <Button onClick={onMove}>Mover</Button>}
          {/* only an admin sees every service of the visit, which moving it needs (ADR 0075) */}
          {cancellable && t.id_visita !== null && isAdmin && visit.data && (
            <Button onClick={() => visit.data && onMoveVisit(visit.data)}>Mover visita</Button>
          )}
          {cancellable && (t.id_visita === null ? cancelling.button : cancellingVisit.button)}
          {cancellable && t.id_serie !== null && t.is_cancelado === '0' && (
            <SeriesCancelButton seriesId={t.id_serie} fecha={t.fecha} onDone={onClose} />
          )}
          <Button onClick={onClose} variant="contained">
            Cerrar
          </Button>
        </DialogActions>
      </Dialog>
      {cancelling.dialog}
      {cancellingVisit.dialog}
    </>
  );
}
