import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText?: string;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText = 'Confirmar',
  busy = false,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-t`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
