import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { whatsappLink } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatARS, formatLongDate } from '@/lib/format';
import { type AgendaSlot, useCancelTurno } from '@/api/appointments';
import { depositState } from '../utils/group-slots';
import { agendaText } from '../utils/texts';

interface Props {
  slot: AgendaSlot | null;
  today: string;
  onClose: () => void;
}

function depositText(slot: AgendaSlot): string {
  const state = depositState(slot);
  if (state === 'none') return 'Sin seña';
  const monto = formatARS(slot.monto_reserva ?? '0');
  return state === 'paid' ? `Paga (${monto})` : `Impaga (${monto})`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' },
        gap: { sm: 1 },
        py: 0.5,
      }}
    >
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 'Info del horario': the appointment's details, a WhatsApp chat link and cancelling it. */
export function SlotInfoDialog({ slot, today, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelTurno('profesional');
  const [confirming, setConfirming] = useState(false);
  const cancellable = slot?.id_turno != null && (slot.fecha ?? today) >= today;

  async function confirmCancel() {
    if (slot?.id_turno == null) return;
    try {
      await cancel.mutateAsync(slot.id_turno);
      toast.success(agendaText.cancelled);
      setConfirming(false);
      onClose();
    } catch (e) {
      showError(e, agendaText.cancelError, serverWords());
      setConfirming(false);
    }
  }

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
              <Row label="Celular">
                {slot.cliente_celular ? (
                  <Link
                    href={whatsappLink(slot.cliente_celular)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Abrir chat de WhatsApp con ${slot.cliente_nombre ?? ''}`}
                  >
                    {slot.cliente_celular}
                  </Link>
                ) : (
                  '—'
                )}
              </Row>
              <Row label="Servicio">{slot.nombre_servicio}</Row>
              {slot.fecha && <Row label="Fecha">{formatLongDate(slot.fecha)}</Row>}
              <Row label="Horario">{`${slot.hora_inicio ?? slot.hora} a ${slot.hora_fin ?? ''} hs`}</Row>
              <Row label="Reserva">{depositText(slot)}</Row>
            </Box>
          </DialogContent>
        )}
        <DialogActions>
          {cancellable && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              Cancelar turno
            </Button>
          )}
          <Button onClick={onClose} variant="contained">
            Cerrar
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Cancelar turno"
        confirmText="Cancelar turno"
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      >
        {agendaText.cancelConfirm}
      </ConfirmDialog>
    </>
  );
}
