import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatLongDate } from '@/lib/format';
import type { AgendaSlot } from '@/api/appointments';
import { agendaText } from '../utils/texts';
import { CelularRow, Row, depositText, useCancelTurnoConfirm } from './turno-details';

interface Props {
  slot: AgendaSlot | null;
  today: string;
  onClose: () => void;
}

/** 'Info del horario': the appointment's details, a WhatsApp chat link and cancelling it. */
export function SlotInfoDialog({ slot, today, onClose }: Props) {
  const cancellable = slot?.id_turno != null && (slot.fecha ?? today) >= today;
  const cancelling = useCancelTurnoConfirm(
    slot?.id_turno,
    { action: 'Cancelar turno', title: 'Cancelar turno', done: agendaText.cancelled },
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
          </DialogContent>
        )}
        <DialogActions>
          {cancellable && cancelling.button}
          <Button onClick={onClose} variant="contained">
            Cerrar
          </Button>
        </DialogActions>
      </Dialog>
      {cancelling.dialog}
    </>
  );
}
