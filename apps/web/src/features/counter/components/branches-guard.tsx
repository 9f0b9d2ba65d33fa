import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import type { useCounterBranches } from '../hooks/use-counter-branches';
import { counterText } from '../utils/counter-text';

/**
 * What shows instead of a counter view while its branches are not there: their error with
 * Reintentar, a skeleton, or that the user has none; null once they are.
 */
export function branchesGuard(
  branches: ReturnType<typeof useCounterBranches>,
  loadingLabel: string,
): ReactNode {
  if (branches.isError)
    return (
      <LoadError
        message={counterText.branchesError}
        onRetry={branches.refetch}
        retrying={branches.isFetching}
      />
    );
  if (!branches.data) return <TableSkeleton label={loadingLabel} />;
  if (branches.data.length === 0) return <Alert severity="info">{counterText.noBranches}</Alert>;
  return null;
}
