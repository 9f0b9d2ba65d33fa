import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioNow } from '@turnos/domain';
import { useBranches } from '@/api/branches';
import { CLOSE_HOLIDAYS_OPTION, useNationalHolidays } from '@/api/closures';
import { useOptions, useSaveOptions } from '@/api/options';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useErrorToast } from '@/components/toast';
import { closuresOf } from '../lib/closures';
import { ClosuresPanel } from './closures-panel';
import { HolidaysPanel } from './holidays-panel';

const OPTIONS = [CLOSE_HOLIDAYS_OPTION] as const;

/**
 * /admin/feriados — "Feriados y cierres" (contract §7.6, issue 33): the year's national holidays
 * with their names, whether they close the studio and which are worked; the studio's closures,
 * added with their affected appointments in view and removed.
 */
export function ClosuresScreen() {
  const thisYear = Number(studioNow().date.slice(0, 4));
  const [anio, setAnio] = useState(thisYear);
  const year = useNationalHolidays(anio);
  const branches = useBranches();
  const options = useOptions(OPTIONS);
  const save = useSaveOptions();
  const showError = useErrorToast();
  if (year.isError || branches.isError || options.isError) {
    return (
      <LoadError
        message="No se pudieron leer los feriados y cierres."
        onRetry={() => {
          void year.refetch();
          void branches.refetch();
          void options.refetch();
        }}
      />
    );
  }
  if (!year.data || !branches.data || !options.data) return <PageLoader />;
  const closing = options.data[CLOSE_HOLIDAYS_OPTION] === '1';
  const holidays = year.data.filter((f) => f.tipo !== 'cierre');
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setAnio(anio - 1)} aria-label="Año anterior">
          ‹ {anio - 1}
        </Button>
        <Typography variant="h6" component="p" aria-live="polite">
          {anio}
        </Typography>
        <Button onClick={() => setAnio(anio + 1)} aria-label="Año siguiente">
          {anio + 1} ›
        </Button>
      </Stack>
      <HolidaysPanel
        anio={anio}
        holidays={holidays}
        closing={closing}
        savingOption={save.isPending}
        onClosingChange={(on) =>
          save.mutate(
            { [CLOSE_HOLIDAYS_OPTION]: on ? '1' : '0' },
            {
              onError: (saveError) => {
                showError(saveError, 'No se pudo guardar la configuración.');
              },
            },
          )
        }
      />
      <ClosuresPanel closures={closuresOf(year.data)} branches={branches.data} />
    </Stack>
  );
}
