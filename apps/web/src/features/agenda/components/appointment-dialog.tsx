import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { whatsappLink } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatARS, formatLongDate } from '@/lib/format';
import { type Turno, useCancelTurno } from '@/api/appointments';
import { type Asistencia, useSetAsistencia } from '@/api/branch-agenda';
import { agendaText } from '../utils/texts';
import { canMarkAttendance } from '../utils/attendance';
import { asistenciaLabel, branchAgendaText } from '../utils/branch-texts';

interface Props {
  turno: Turno;
  today: string;
  nowMinutes: number;
  onClose: () => void;
  onMove: () => void;
  onFile: () => void;
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

function depositText(t: Turno): string {
  if (!(Number(t.monto_reserva) > 0)) return 'Sin seña';
  const monto = formatARS(t.monto_reserva);
  return t.reserva_paga === '1' ? `Paga (${monto})` : `Impaga (${monto})`;
}

/**
 * An appointment of the branch agenda: its details, attendance once it started, the client's file,
 * moving it (the keyboard alternative to dragging) and cancelling it; a busy block can be freed.
 */
export function AppointmentDialog({ turno: t, today, nowMinutes, onClose, onMove, onFile }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelTurno('profesional');
  const attendance = useSetAsistencia();
  const [confirming, setConfirming] = useState(false);
  const busy = t.ocupado === '1';
  const cancellable = t.fecha >= today;
  const attendable = canMarkAttendance(t, today, nowMinutes);

  async function confirmCancel() {
    try {
      await cancel.mutateAsync(t.id_turno);
      toast.success(busy ? branchAgendaText.freed : agendaText.cancelled);
      setConfirming(false);
      onClose();
    } catch (e) {
      showError(e, agendaText.cancelError, serverWords());
      setConfirming(false);
    }
  }

  function mark(asistencia: Asistencia) {
    attendance.mutate(
      { idTurno: t.id_turno, idCliente: t.id_cliente, asistencia },
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
                <Row label="Celular">
                  {t.cliente_celular ? (
                    <Link
                      href={whatsappLink(t.cliente_celular)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Abrir chat de WhatsApp con ${t.cliente_nombre}`}
                    >
                      {t.cliente_celular}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Row>
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
          </Box>
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
          {!busy && cancellable && <Button onClick={onMove}>Mover</Button>}
          {cancellable && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              {busy ? 'Liberar' : 'Cancelar turno'}
            </Button>
          )}
          <Button onClick={onClose} variant="contained">
            Cerrar
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={busy ? 'Liberar horario' : 'Cancelar turno'}
        confirmText={busy ? 'Liberar' : 'Cancelar turno'}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      >
        {agendaText.cancelConfirm}
      </ConfirmDialog>
    </>
  );
}
