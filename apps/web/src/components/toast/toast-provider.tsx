import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOAST_MS, ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

// Snackbar, Alert and their transitions (~4 KB gzip) are not in any page's first load (ADR 0091):
// they load once the page has rendered, so the first toast needs no wait.
const loadToastView = () => import('./toast-view');
const ToastView = lazy(loadToastView);

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
  duration: number;
  open: boolean;
}

let nextKey = 1;

/**
 * One toast at a time; a newer one replaces the current one. A close names the toast it closes:
 * the hide timer of a toast being replaced never closes the one that replaces it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    void loadToastView();
  }, []);

  const show = useCallback<ToastApi['show']>((message, severity = 'info', durationMs) => {
    setToast({
      key: nextKey++,
      message,
      severity,
      duration: durationMs ?? TOAST_MS[severity],
      open: true,
    });
  }, []);
  const close = useCallback((key: number) => {
    setToast((current) => (current?.key === key ? { ...current, open: false } : current));
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
      {toast && (
        <Suspense fallback={null}>
          <ToastView
            toastKey={toast.key}
            open={toast.open}
            message={toast.message}
            severity={toast.severity}
            duration={toast.duration}
            onClose={() => close(toast.key)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
