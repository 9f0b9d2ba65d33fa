import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { daysLabel, groupWeek, hoursLabel, isOpenSomeDay } from '../lib/branch-hours';
import { useBranchHours } from '../hooks/use-branch-hours';
import { LoadFailed } from './section';

/**
 * A branch's opening hours, Monday to Sunday. Loaded apart from the page (React.lazy in
 * branch-card.tsx): the hours come after two rounds of requests anyway, and their code is not
 * in the home page's first load (ADR 0091, the 150 KB budget).
 */
export default function BranchHoursList({ branchId }: { branchId: number }) {
  const hours = useBranchHours(branchId);
  if (hours.status === 'pending') {
    return <Typography color="text.secondary">Cargando horarios…</Typography>;
  }
  if (hours.status === 'error') {
    return <LoadFailed message="No pudimos cargar los horarios." onRetry={hours.retry} />;
  }
  if (!isOpenSomeDay(hours.week)) {
    return <Typography color="text.secondary">Horarios a confirmar.</Typography>;
  }
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {groupWeek(hours.week).map((row) => (
        <Box key={row.from} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 500 }}>
            {daysLabel(row)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, color: row.intervals.length ? 'text.primary' : 'text.secondary' }}
          >
            {row.intervals.length === 0
              ? hoursLabel(row.intervals)
              : // one range per line when they do not fit side by side, never broken inside
                hoursLabel(row.intervals)
                  .split(/(, | y )/)
                  .map((part, i) =>
                    i % 2 === 0 ? (
                      <Box component="span" key={i} sx={{ whiteSpace: 'nowrap' }}>
                        {part}
                      </Box>
                    ) : (
                      part
                    ),
                  )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
