import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

let loaded: ComponentType<AlertProps> | undefined;
const load = () =>
  import('@mui/material/Alert').then((m) => {
    loaded = m.default;
    return m;
  });
const Alert = lazy(load);

/** Starts loading MUI's Alert; resolves (never rejects) once it is there or failed to load. */
export function preloadAlert(): Promise<void> {
  return load().then(
    () => undefined,
    () => undefined,
  );
}

/** Loads MUI's Alert right after the component that may show one is on screen. */
export function usePreloadAlert(): void {
  useEffect(() => void preloadAlert(), []);
}

/**
 * MUI's Alert (with its icons, ~3 KB gzip) for a message that only appears after the user acts —
 * a form's answer: it stays out of the page's first load (issue 29.7) and is loaded once the form
 * is on screen (usePreloadAlert), so it is there when the message comes. Should it still be
 * loading then, the text is said at once with the same role and colour, and the Alert replaces it.
 */
export function LazyAlert(props: AlertProps) {
  // decided once per mount: the Alert itself when loaded (React.lazy would suspend once anyway)
  const [Direct] = useState(() => loaded);
  if (Direct) return <Direct {...props} />;
  const { severity = 'success', role = 'alert', children } = props;
  return (
    <Suspense
      fallback={
        <Typography role={role} sx={{ py: 1, color: `${severity}.main` }}>
          {children}
        </Typography>
      }
    >
      <Alert {...props} />
    </Suspense>
  );
}
