import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastSeverity } from './toast-context';

export interface ToastViewProps {
  toastKey: number;
  open: boolean;
  message: string;
  severity: ToastSeverity;
  duration: number;
  onClose: () => void;
}

/** The toast itself (Snackbar + Alert): loaded with the first toast, not with every page. */
export default function ToastView({
  toastKey,
  open,
  message,
  severity,
  duration,
  onClose,
}: ToastViewProps) {
  return (
    <Snackbar
      key={toastKey}
      open={open}
      autoHideDuration={duration}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
        role={severity === 'error' ? 'alert' : 'status'}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
