import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { addDays, minutesToTime, studioNow, weekdayIndex } from '@turnos/domain';
import { useAppointmentsList, type Appointment } from '@/api/appointments';
import { useReport } from '@/api/reports';
import { LoadError } from '@/components/load-error';
import Link from '@mui/material/Link';
import { RouterLink } from '@/components/link-button';
import { paths } from '@/config/paths';
import { formatARS, formatShortDate } from '@/lib/format';
import { presetPeriod } from '../utils/periods';
import { ReportCards } from './report-cards';

const NEXT_SHOWN = 3;
const DEPOSITS_SHOWN = 5;
/** how far ahead deposits waiting for approval are looked for */
const DEPOSIT_DAYS = 60;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h3" component="h2" id={id} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const countText = (n: number) => `${n} ${n === 1 ? 'turno' : 'turnos'}`;
const pendingText = (n: number) => (n === 1 ? 'Queda 1 por venir' : `Quedan ${n} por venir`);

const isClientAppointment = (t: Appointment) => t.is_cancelado === '0' && t.ocupado === '0';

/** Today's appointments per branch, with the next ones still to come. */
export function TodayPanel({ today, now }: { today: string; now: string }) {
  const list = useAppointmentsList({ by: 'fecha', fecha: today });
  const appointments = (list.data ?? []).filter(isClientAppointment);
  const branches = [...new Set(appointments.map((t) => t.nombre_sucursal))].sort((x, y) =>
    x.localeCompare(y, 'es'),
  );
  return (
    <Panel id="hoy" title={`Hoy, ${formatShortDate(today)}`}>
      {list.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : list.isError ? (
        <LoadError
          message="No se pudieron cargar los turnos de hoy."
          onRetry={() => void list.refetch()}
        />
      ) : branches.length === 0 ? (
        <Typography color="text.secondary">No hay turnos hoy.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {branches.map((b) => {
            const ofBranch = appointments.filter((t) => t.nombre_sucursal === b);
            const coming = ofBranch
              .filter((t) => t.hora_inicio >= now)
              .sort((x, y) => x.hora_inicio.localeCompare(y.hora_inicio));
            const next = coming.slice(0, NEXT_SHOWN);
            const branchId = ofBranch[0]?.id_sucursal;
            const agendaLink = `${paths.admin.agenda}?${new URLSearchParams({
              ...(branchId ? { sucursal: String(branchId) } : {}),
              fecha: today,
            }).toString()}`;
            return (
              <Box key={b}>
                <Typography sx={{ fontWeight: 600 }}>
                  {b}: {countText(ofBranch.length)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {coming.length === 0
                    ? 'No quedan turnos por hoy.'
                    : coming.length === ofBranch.length
                      ? next.length < coming.length
                        ? `Los próximos ${next.length}:`
                        : 'Todos por venir:'
                      : `${pendingText(coming.length)}${next.length < coming.length ? `; los próximos ${next.length}:` : ':'}`}
                </Typography>
                {next.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Próximos turnos en ${b}`}>
                    {next.map((t) => (
                      <Typography component="li" variant="body2" key={t.id_turno}>
                        {t.hora_inicio} · {t.cliente_nombre} · {t.nombre_servicio} (
                        {t.nombre_peluquero})
                      </Typography>
                    ))}
                  </Box>
                )}
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <Link component={RouterLink} to={agendaLink}>
                    {ofBranch.length === 1
                      ? `Ver el turno de ${b} en la agenda`
                      : `Ver los ${ofBranch.length} turnos de ${b} en la agenda`}
                  </Link>
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Panel>
  );
}

/** Deposits charged and not paid yet (CVU transfers the admin approves by hand). */
function DepositsPanel({ today }: { today: string }) {
  const list = useAppointmentsList({
    by: 'periodo',
    desde: today,
    hasta: addDays(today, DEPOSIT_DAYS),
  });
  const waiting = (list.data ?? []).filter(
    (t) => isClientAppointment(t) && t.reserva_paga === '0' && Number(t.monto_reserva) > 0,
  );
  return (
    <Panel id="senas" title="Señas por aprobar">
      {list.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : list.isError ? (
        <LoadError message="No se pudieron cargar las señas." onRetry={() => void list.refetch()} />
      ) : waiting.length === 0 ? (
        <Typography color="text.secondary">No hay señas esperando aprobación.</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {waiting.slice(0, DEPOSITS_SHOWN).map((t) => (
              <Typography component="li" variant="body2" key={t.id_turno}>
                {formatShortDate(t.fecha)} {t.hora_inicio} · {t.cliente_nombre} ·{' '}
                {formatARS(t.monto_reserva)}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link component={RouterLink} to={paths.admin.appointments}>
              {waiting.length > DEPOSITS_SHOWN
                ? `Ver las ${waiting.length} en Turnos`
                : 'Aprobar en Turnos'}
            </Link>
          </Typography>
        </>
      )}
    </Panel>
  );
}

/** This week's no-shows (from the report). */
function NoShowsPanel({ today }: { today: string }) {
  const monday = addDays(today, -weekdayIndex(today));
  const week = useReport({ fecha_desde: monday, fecha_hasta: addDays(monday, 6) });
  return (
    <Panel id="no-asistidos" title="No asistidos esta semana">
      {week.isError ? (
        <LoadError message="No se pudo cargar el reporte." onRetry={() => void week.refetch()} />
      ) : week.data ? (
        <Typography variant="h2" component="p" sx={{ fontWeight: 600 }}>
          {week.data.resumen.no_asistidos}
        </Typography>
      ) : (
        <Skeleton width={60} height={40} />
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={paths.admin.reports}>
          Ver reportes
        </Link>
      </Typography>
    </Panel>
  );
}

/** This month against the last, from the same report endpoint. */
function MonthPanel({ today }: { today: string }) {
  const month = presetPeriod('mes', today);
  const last = presetPeriod('mes_pasado', today);
  const current = useReport({ fecha_desde: month.desde, fecha_hasta: month.hasta });
  const previous = useReport({ fecha_desde: last.desde, fecha_hasta: last.hasta });
  return (
    <Box component="section" aria-labelledby="este-mes">
      <Typography variant="h3" component="h2" id="este-mes" sx={{ mb: 1 }}>
        Este mes frente al anterior
      </Typography>
      {current.isError ? (
        <LoadError message="No se pudo cargar el reporte." onRetry={() => void current.refetch()} />
      ) : (
        <ReportCards
          current={current.data?.resumen}
          previous={previous.data?.resumen}
          only={['turnos', 'ingresos', 'senas_cobradas', 'ocupacion']}
          previousLabel="mes anterior"
        />
      )}
    </Box>
  );
}

/** The owner's morning view, above the admin menu cards. */
export function MorningView() {
  const clock = studioNow();
  const today = clock.date;
  const now = minutesToTime(clock.minutes);
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 2fr 1fr' },
        }}
      >
        <TodayPanel today={today} now={now} />
        <DepositsPanel today={today} />
        <NoShowsPanel today={today} />
      </Box>
      <MonthPanel today={today} />
    </Box>
  );
}
