import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorCode } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { useCancelTurno, useCancelVisita, type Turno } from '@/api/appointments';
import { turnosText } from '../utils/texts';
import { TurnoSummary } from './turno-lines';

interface CancelTurnoDialogProps {
  turno: Turno;
  onClose: () => void;
}

/**
 * Seed §8 confirmation; cancelling cannot be undone and a paid reservation is lost. A visit's
 * (contract §6.2) appointments are cancelled together.
 */
export function CancelTurnoDialog({ turno, onClose }: CancelTurnoDialogProps) {
  const cancelarTurno = useCancelTurno('cliente');
  const cancelarVisita = useCancelVisita();
  const isVisit = turno.id_visita !== null;
  const cancelar = isVisit ? cancelarVisita : cancelarTurno;
  const toast = useToast();
  const showError = useErrorToast();
  const handlers = {
    onSuccess: () => {
      toast.success(isVisit ? turnosText.visitCancelled : turnosText.cancelled);
      onClose();
    },
    onError: (e: unknown) =>
      showError(e, turnosText.cancelError, serverWords(ErrorCode.ruleForbids)),
  };
  const confirm = () =>
    turno.id_visita !== null
      ? cancelarVisita.mutate(turno.id_visita, handlers)
      : cancelarTurno.mutate(turno.id_turno, handlers);
  return (
    <Dialog
      open
      onClose={cancelar.isPending ? undefined : onClose}
      aria-labelledby="cancel-title"
      aria-describedby="cancel-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="cancel-title">{isVisit ? 'Cancelar visita' : 'Cancelar turno'}</DialogTitle>
      <DialogContent>
        <TurnoSummary turno={turno} />
        <DialogContentText id="cancel-text" sx={{ mt: 1.5 }}>
          {isVisit ? turnosText.visitCancelConfirm : turnosText.cancelConfirm}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancelar.isPending}>
          Volver
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancelar.isPending}>
          {cancelar.isPending ? 'Cancelando…' : isVisit ? 'Cancelar visita' : 'Cancelar turno'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
