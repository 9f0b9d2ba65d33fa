import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortDate } from '@/lib/format';
import type { Period } from '../utils/periods';
import { REPORT_MAX_DAYS_WEB } from '../utils/report-limits';

interface Props {
  period: Period;
  complete: boolean;
  valid: boolean;
  /** the report's buttons (download, print) */
  children?: ReactNode;
}

/** The period a report shows ('Del … al …'), its buttons, and why a period cannot be asked. */
export function PeriodBar({ period, complete, valid, children }: Props) {
  return (
    <>
      <Stack
        direction="row"
        sx={{
          mb: 2,
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography color="text.secondary" aria-live="polite">
          {complete
            ? `Del ${formatShortDate(period.desde)} al ${formatShortDate(period.hasta)}`
            : ''}
        </Typography>
        {children}
      </Stack>
      {!valid && complete && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {period.desde > period.hasta
            ? 'La fecha de inicio debe ser anterior a la fecha de fin.'
            : `El período no puede superar los ${REPORT_MAX_DAYS_WEB} días.`}
        </Alert>
      )}
    </>
  );
}
