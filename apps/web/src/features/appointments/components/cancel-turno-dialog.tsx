import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorCode } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { useCancelTurno, type Turno } from '@/api/appointments';
import { turnosText } from '../utils/texts';
import { TurnoSummary } from './turno-lines';

interface CancelTurnoDialogProps {
  turno: Turno;
  onClose: () => void;
}

/** Seed §8 confirmation; cancelling cannot be undone and a paid reservation is lost. */
export function CancelTurnoDialog({ turno, onClose }: CancelTurnoDialogProps) {
  const cancelar = useCancelTurno('cliente');
  const toast = useToast();
  const showError = useErrorToast();
  const confirm = () =>
    cancelar.mutate(turno.id_turno, {
      onSuccess: () => {
        toast.success(turnosText.cancelled);
        onClose();
      },
      onError: (e) => showError(e, turnosText.cancelError, serverWords(ErrorCode.ruleForbids)),
    });
  return (
    <Dialog
      open
      onClose={cancelar.isPending ? undefined : onClose}
      aria-labelledby="cancel-title"
      aria-describedby="cancel-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="cancel-title">Cancelar turno</DialogTitle>
      <DialogContent>
        <TurnoSummary turno={turno} />
        <DialogContentText id="cancel-text" sx={{ mt: 1.5 }}>
          {turnosText.cancelConfirm}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancelar.isPending}>
          Volver
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancelar.isPending}>
          {cancelar.isPending ? 'Cancelando…' : 'Cancelar turno'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
