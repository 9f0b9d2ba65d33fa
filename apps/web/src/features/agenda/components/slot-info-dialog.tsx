import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatLongDate } from '@/lib/format';
import type { AgendaSlot } from '@/api/appointments';
import { useVisitAppointments } from '@/api/branch-agenda';
import { useCancelVisitConfirm } from '@/components/visit/use-cancel-visit-confirm';
import { VisitServices } from '@/components/visit/visit-services';
import { useSession } from '@/lib/session-context';
import { agendaText } from '../utils/texts';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { CelularRow, Row, depositText, useCancelAppointmentConfirm } from './appointment-details';

interface Props {
  slot: AgendaSlot | null;
  today: string;
  onClose: () => void;
}

/** The visit an agenda slot belongs to, when it is one of a visit's appointments (§6.2). */
function visitOf(slot: AgendaSlot | null) {
  if (slot?.id_visita == null || slot.id_turno === null) return null;
  const { id_visita, id_sucursal, fecha, id_turno } = slot;
  return id_sucursal === undefined || fecha === undefined
    ? null
    : { id_visita, id_sucursal, fecha, id_turno };
}

/**
 * 'Info del horario': the appointment's details, a WhatsApp chat link and cancelling it; one
 * service of a visit lists the visit's services and cancels the whole visit (ADR 0075).
 */
export function SlotInfoDialog({ slot, today, onClose }: Props) {
  const { session } = useSession();
  const complete = session?.isAdmin === true;
  const cancellable = slot?.id_turno != null && (slot.fecha ?? today) >= today;
  const visit = visitOf(slot);
  const cancelling = useCancelAppointmentConfirm(
    slot?.id_turno,
    { action: 'Cancelar turno', title: 'Cancelar turno', done: agendaText.cancelled },
    onClose,
  );
  const visitAppointments = useVisitAppointments(visit);
  const cancellingVisit = useCancelVisitConfirm(
    visit?.id_visita ?? null,
    complete ? (visitAppointments.data?.length ?? null) : null,
    'profesional',
    onClose,
  );

  return (
    <>
      <Dialog
        open={slot !== null}
        onClose={onClose}
        maxWidth="xs"
        fullWidth
        aria-labelledby="slot-info-title"
      >
        <DialogTitle id="slot-info-title">{agendaText.infoTitle}</DialogTitle>
        {slot && (
          <DialogContent>
            <Box component="dl" sx={{ m: 0 }}>
              {slot.sobreturno === '1' && <Row label="Tipo">Sobreturno</Row>}
              <Row label="Cliente">{slot.cliente_nombre}</Row>
              <CelularRow celular={slot.cliente_celular} nombre={slot.cliente_nombre ?? ''} />
              <Row label="Servicio">{slot.nombre_servicio}</Row>
              {slot.fecha && <Row label="Fecha">{formatLongDate(slot.fecha)}</Row>}
              <Row label="Horario">{`${slot.hora_inicio ?? slot.hora} a ${slot.hora_fin ?? ''} hs`}</Row>
              <Row label="Reserva">{depositText(slot)}</Row>
            </Box>
            {visit && <VisitServices appointment={visit} complete={complete} />}
          </DialogContent>
        )}
        <DialogActions>
          {slot?.estado === 'turno' &&
            slot.id_turno !== null &&
            slot.id_sucursal !== undefined &&
            slot.is_cancelado !== '1' &&
            slot.cobrado === '0' && (
              <Button
                component={RouterLink}
                to={paths.admin.charge(slot.id_turno, slot.id_sucursal, slot.fecha ?? today)}
              >
                Cobrar
              </Button>
            )}
          {cancellable && (visit ? cancellingVisit.button : cancelling.button)}
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
