import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_MS, ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
  duration: number;
}

let nextKey = 1;

/** One toast at a time; a newer one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ToastApi['show']>((message, severity = 'info', durationMs) => {
    setToast({ key: nextKey++, message, severity, duration: durationMs ?? TOAST_MS[severity] });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m, d) => show(m, 'success', d),
      info: (m, d) => show(m, 'info', d),
      error: (m, d) => show(m, 'error', d),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open && toast !== null}
        autoHideDuration={toast?.duration ?? null}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
          role={toast?.severity === 'error' ? 'alert' : 'status'}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
