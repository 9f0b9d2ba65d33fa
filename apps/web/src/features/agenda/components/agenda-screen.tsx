import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioNow } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useAgendaRules } from '../hooks/use-agenda-rules';
import { appointmentKeys } from '@/api/appointments';
import { isAgendaDateDisabled } from '../utils/calendar';
import { agendaText } from '../utils/texts';
import { AgendaDateBar } from './agenda-date-bar';
import { AgendaDay } from './agenda-day';

/**
 * The professional's agenda at one branch. The searched date lives in the URL (?fecha=), so a
 * reload or a shared link shows the same day; without one, today is shown when it is a working day.
 */
export function AgendaScreen({ idPeluqueroSucursal }: { idPeluqueroSucursal: string }) {
  const today = studioNow().date;
  const qc = useQueryClient();
  const rules = useAgendaRules(idPeluqueroSucursal);
  const [params, setParams] = useSearchParams();
  const asked = params.get('fecha') ?? '';

  if (rules.isError)
    return (
      <LoadError
        message={agendaText.rulesError}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  if (!rules.data) return <TableSkeleton label="Cargando agenda" rows={3} />;

  const fecha = asked || (isAgendaDateDisabled(today, rules.data) ? '' : today);
  return (
    <Stack spacing={2}>
      <AgendaDateBar
        key={fecha}
        fecha={fecha}
        today={today}
        rules={rules.data}
        searching={false}
        onSearch={(d) => {
          if (d === fecha)
            void qc.invalidateQueries({
              queryKey: appointmentKeys.agendaDay(idPeluqueroSucursal, d),
            });
          else setParams({ fecha: d }, { replace: true });
        }}
      />
      {fecha ? (
        <AgendaDay idPeluqueroSucursal={idPeluqueroSucursal} fecha={fecha} today={today} />
      ) : (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {agendaText.prompt}
        </Typography>
      )}
    </Stack>
  );
}
