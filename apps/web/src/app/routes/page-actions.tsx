import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/** The buttons above a list (new item, other screens), wrapping on a phone. */
export function PageActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mb: 2 }}>
      {children}
    </Stack>
  );
}
