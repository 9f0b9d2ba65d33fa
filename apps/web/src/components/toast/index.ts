export { ToastProvider } from './toast-provider';
export { useToast, TOAST_MS, type ToastApi, type ToastSeverity } from './toast-context';
export { useErrorText, useErrorToast } from './use-error-toast';
