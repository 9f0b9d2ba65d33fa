import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioNow } from '@turnos/domain';
import { useAppointmentsList, type Appointment } from '@/api/appointments';
import { useProfessionalBranches } from '@/api/professionals';
import { LoadError } from '@/components/load-error';
import { RouterLink } from '@/components/link-button';
import { TableSkeleton } from '@/components/table-skeleton';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';

export const TODAY_EMPTY = 'No tenés turnos hoy.';
export const TODAY_ERROR = 'No pudimos cargar tus turnos de hoy.';

const agendaOf = (professionalBranchId: number, fecha: string) =>
  `${paths.professional.agenda(professionalBranchId)}?fecha=${fecha}`;

/** What the professional looks at in a glance: came or not, confirmed, deposit. */
function states(t: Appointment) {
  const out: { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }[] = [];
  if (t.asistencia === 'asistio') out.push({ label: 'Asistió', color: 'success' });
  else if (t.asistencia === 'no_asistio') out.push({ label: 'No asistió', color: 'error' });
  else if (t.confirmado === '1') out.push({ label: 'Confirmado', color: 'info' });
  else out.push({ label: 'Sin confirmar', color: 'default' });
  if (Number(t.monto_reserva) > 0) {
    out.push(
      t.reserva_paga === '1'
        ? { label: 'Seña paga', color: 'success' }
        : { label: 'Seña impaga', color: 'warning' },
    );
  }
  if (t.sobreturno === '1') out.push({ label: 'Sobreturno', color: 'default' });
  if (t.id_visita !== null) out.push({ label: 'Visita', color: 'default' });
  return out;
}

function TodayItem({
  t,
  today,
  showBranch,
}: {
  t: Appointment;
  today: string;
  showBranch: boolean;
}) {
  const service = showBranch ? `${t.nombre_servicio} · ${t.nombre_sucursal}` : t.nombre_servicio;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={agendaOf(t.id_peluquero_sucursal, today)}
        sx={{ gap: 2, alignItems: 'flex-start', py: 1.25 }}
      >
        <Box sx={{ minWidth: 52 }}>
          <Typography sx={{ fontWeight: 700 }}>{t.hora_inicio}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.hora_fin}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t.cliente_nombre}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {service}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {states(t).map((s) => (
              <Chip key={s.label} size="small" label={s.label} color={s.color} />
            ))}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Issue 29 item 15: the professional's appointments of today, the first thing on their home —
 * time, client, service and state (came or not, confirmed, deposit) —, each opening that day in
 * their agenda. From `obtener-turnos-por-fecha` (a professional gets only their own rows; an
 * admin who also works gets everyone's, so the list keeps theirs).
 */
export function TodayAppointments({ professionalId }: { professionalId: number }) {
  const today = studioNow().date;
  const list = useAppointmentsList({ by: 'fecha', fecha: today });
  const branches = useProfessionalBranches(professionalId).data ?? [];
  const appointments = (list.data ?? [])
    .filter((t) => t.id_peluquero === professionalId && t.is_cancelado === '0' && t.ocupado === '0')
    .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio) || a.id_turno - b.id_turno);
  const showBranch =
    branches.length > 1 || new Set(appointments.map((t) => t.id_sucursal)).size > 1;
  return (
    <Card component="section" variant="outlined" aria-labelledby="hoy-title" sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h2" component="h2" id="hoy-title">
            Hoy
          </Typography>
          <Typography color="text.secondary">{formatLongDate(today)}</Typography>
        </Stack>
        {list.isPending ? (
          <TableSkeleton label="Cargando tus turnos de hoy" rows={3} />
        ) : list.isError ? (
          <LoadError
            message={TODAY_ERROR}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : appointments.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
            {TODAY_EMPTY}
          </Typography>
        ) : (
          <List aria-label="Turnos de hoy" disablePadding>
            {appointments.map((t) => (
              <TodayItem key={t.id_turno} t={t} today={today} showBranch={showBranch} />
            ))}
          </List>
        )}
        {branches.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
            {branches.map((b) => (
              <Link
                key={b.id_peluquero_sucursal}
                component={RouterLink}
                to={agendaOf(b.id_peluquero_sucursal, today)}
              >
                {branches.length > 1
                  ? `Abrir mi agenda de ${b.nombre_sucursal}`
                  : 'Abrir mi agenda'}
              </Link>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
