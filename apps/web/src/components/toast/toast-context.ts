import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** Seed §9: errors stay 2500 ms, info and success 1500 ms. */
export const TOAST_MS = { error: 2500, warning: 2500, info: 1500, success: 1500 } as const;

export interface ToastApi {
  show: (message: string, severity?: ToastSeverity, durationMs?: number) => void;
  success: (message: string, durationMs?: number) => void;
  info: (message: string, durationMs?: number) => void;
  error: (message: string, durationMs?: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
