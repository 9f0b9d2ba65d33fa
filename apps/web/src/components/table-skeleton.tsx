import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Loading placeholder for a list or table. */
export function TableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}
