import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorText as textOf } from '@/lib/error-toast';
import type { useAgendaRules } from '../hooks/use-agenda-rules';
import { toCalendarRules, type CalendarRules } from '../utils/date-rules';

interface AgendaRulesGateProps {
  rules: ReturnType<typeof useAgendaRules>;
  errorText: string;
  children: (rules: CalendarRules) => ReactNode;
}

/**
 * Waits for the professional's agenda rules; shows a skeleton, or the error with a retry (the
 * seed's offline text when there was no network, else `errorText`).
 */
export function AgendaRulesGate({ rules, errorText, children }: AgendaRulesGateProps) {
  if (rules.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void rules.refetch()}>
            Reintentar
          </Button>
        }
      >
        {textOf(rules.error, errorText)}
      </Alert>
    );
  }
  if (!rules.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando agenda">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  return <>{children(toCalendarRules(rules.data))}</>;
}
