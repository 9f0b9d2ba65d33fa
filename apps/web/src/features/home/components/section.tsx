import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A titled part of the home page; its heading names it for screen readers. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, sm: 5 } }}>
      <Typography variant="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Loading, said once to screen readers (the page's other parts stay usable). */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A part that could not load: what happened, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography color="error">{message}</Typography>
      <Button size="small" onClick={onRetry}>
        Reintentar
      </Button>
    </Box>
  );
}
