import { lazy, Suspense, useEffect } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

const load = () => import('@mui/material/Alert');
const Alert = lazy(load);

/** Starts loading MUI's Alert (call it once the form is on screen). */
export function preloadAlert(): void {
  void load().catch(() => undefined);
}

/** Loads MUI's Alert right after the component that may show one is on screen. */
export function usePreloadAlert(): void {
  useEffect(preloadAlert, []);
}

/**
 * MUI's Alert (with its icons, ~3 KB gzip) for a message that only appears after the user acts —
 * a form's answer: it stays out of the page's first load (issue 29.7) and is loaded once the form
 * is on screen (usePreloadAlert). Should it still be loading when the message comes, the text is
 * said at once with the same role and colour, and the Alert replaces it.
 */
export function LazyAlert(props: AlertProps) {
  const { severity = 'success', role = 'alert', children } = props;
  return (
    <Suspense
      fallback={
        <Typography role={role} color={`${severity}.main`} sx={{ py: 1 }}>
          {children}
        </Typography>
      }
    >
      <Alert {...props} />
    </Suspense>
  );
}
