import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DATE_PATTERN, addDays, studioNow } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { formatLongDate, formatShortDate } from '@/lib/format';
import { useBranchAgenda } from '@/api/branch-agenda';
import { useServices } from '@/api/services';
import {
  type AgendaView,
  dayColumns,
  isEmptyDay,
  viewDates,
  weekColumns,
} from '../utils/agenda-columns';
import { useAgendaBranches } from '../hooks/use-agenda-branches';
import { useClosedDates } from '../hooks/use-closed-dates';
import { branchAgendaText } from '../utils/branch-texts';
import { visitSizes } from '@/components/visit/visit-texts';
import { neighbour, swipeStep } from '../utils/swipe';
import { AgendaDialogs, type AgendaDialog, type ClientFileComponent } from './agenda-dialogs';
import { AgendaGrid } from './agenda-grid';
import { AgendaToolbar, type AgendaQuery } from './agenda-toolbar';

/** The studio clock, read again every minute (the now line, what is past). */
function useStudioClock() {
  const [now, setNow] = useState(() => studioNow());
  useEffect(() => {
    const id = window.setInterval(() => setNow(studioNow()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

interface Props {
  isAdmin: boolean;
  professionalId: number;
  ClientFile: ClientFileComponent;
}

/**
 * The branch agenda (contract §6.1): a day with one column per professional (one at a time on a
 * phone) or one professional's week; branch, date, view and professional live in the URL.
 */
export function BranchAgendaScreen({ isAdmin, professionalId, ClientFile }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const clock = useStudioClock();
  const today = clock.date;
  const [params, setParams] = useSearchParams();
  const branches = useAgendaBranches(isAdmin, professionalId);
  const services = useServices();
  const [dialog, setDialog] = useState<AgendaDialog | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const askedFecha = params.get('fecha') ?? '';
  const fecha = DATE_PATTERN.test(askedFecha) ? askedFecha : today;
  const view: AgendaView = params.get('vista') === 'semana' ? 'semana' : 'dia';
  const branch = params.get('sucursal') || branches.data?.[0]?.id || '';
  const { desde, hasta } = viewDates(view, fecha);
  const agenda = useBranchAgenda(branch, desde, hasta);
  const branchId = branch === '' ? undefined : Number(branch);
  // the branch's closed dates of the period (contract §7.6), named above the grid
  const closed = useClosedDates(branchId, [Number(desde.slice(0, 4)), Number(hasta.slice(0, 4))]);
  const closedInView: { fecha: string; label: string }[] = [];
  for (let d = desde; d <= hasta; d = addDays(d, 1)) {
    const label = closed.get(d);
    if (label !== undefined) closedInView.push({ fecha: d, label });
  }
  const patterns = useMemo(
    () => new Map((services.data ?? []).map((s) => [Number(s.id_servicio), s.ocupacion])),
    [services.data],
  );

  function change(next: AgendaQuery) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  }

  if (branches.isError)
    return (
      <LoadError
        message={branchAgendaText.branchesError}
        onRetry={branches.refetch}
        retrying={branches.isFetching}
      />
    );
  if (!branches.data) return <TableSkeleton label={branchAgendaText.loading} rows={6} />;
  if (branches.data.length === 0)
    return <Typography role="status">{branchAgendaText.noBranches}</Typography>;

  const profs = agenda.data?.profesionales ?? [];
  const oneColumn = view === 'semana' || phone;
  const asked = params.get('profesional') ?? '';
  const professional = profs.some((p) => String(p.id_peluquero_sucursal) === asked)
    ? asked
    : String(profs[0]?.id_peluquero_sucursal ?? '');

  let body;
  if (agenda.isError)
    body = (
      <LoadError
        message={branchAgendaText.loadError}
        onRetry={() => void agenda.refetch()}
        retrying={agenda.isFetching}
      />
    );
  else if (!agenda.data) body = <TableSkeleton label={branchAgendaText.loading} rows={8} />;
  else if (profs.length === 0)
    body = <Typography role="status">{branchAgendaText.noProfessionals}</Typography>;
  else {
    const all =
      view === 'semana'
        ? weekColumns(agenda.data, professional, fecha)
        : dayColumns(agenda.data, fecha);
    const columns =
      view === 'dia' && phone ? all.filter((c) => c.professionalBranchId === professional) : all;
    body = (
      <>
        {view === 'dia' && isEmptyDay(all) && (
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {branchAgendaText.nobodyWorks}
          </Typography>
        )}
        <Box
          // phone, day: a sideways swipe shows the next or the previous professional
          onTouchStart={(e) => {
            const t = e.touches[0];
            touch.current = t && view === 'dia' && phone ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const start = touch.current;
            const t = e.changedTouches[0];
            touch.current = null;
            if (!start || !t) return;
            const step = swipeStep(t.clientX - start.x, t.clientY - start.y);
            const ids = profs.map((p) => String(p.id_peluquero_sucursal));
            const next = neighbour(ids, professional, step);
            if (next !== professional) change({ profesional: next });
          }}
        >
          <AgendaGrid
            columns={columns}
            heading={(c) => (view === 'semana' ? formatLongDate(c.fecha) : c.nombre)}
            today={today}
            nowMinutes={clock.minutes}
            patterns={patterns}
            visitSizes={isAdmin ? visitSizes(agenda.data.turnos) : null}
            onOpen={(appointment) => setDialog({ kind: 'info', turno: appointment })}
            onCell={(c, minutes) =>
              setDialog({
                kind: 'cell',
                cell: {
                  professionalBranchId: c.professionalBranchId,
                  nombre: c.nombre,
                  fecha: c.fecha,
                  minutes,
                  working: c.shifts.some((s) => minutes >= s.start && minutes < s.end),
                },
              })
            }
            onMove={(appointment, target) =>
              setDialog({ kind: 'confirm-move', turno: appointment, target })
            }
          />
        </Box>
      </>
    );
  }

  return (
    <>
      <AgendaToolbar
        branches={branches.data}
        branch={branch}
        fecha={fecha}
        today={today}
        view={view}
        professionals={oneColumn ? profs : null}
        professional={professional}
        onChange={change}
      />
      <Typography
        variant="h2"
        component="h2"
        sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
        aria-live="polite"
      >
        {view === 'dia'
          ? formatLongDate(fecha)
          : `Semana del ${formatShortDate(desde)} al ${formatShortDate(hasta)}`}
      </Typography>
      {closedInView.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {view === 'dia'
            ? `${closedInView.map((c) => c.label).join(' · ')}. ${branchAgendaText.closedDay}`
            : `${branchAgendaText.closedInWeek} ${closedInView
                .map((c) => `${formatShortDate(c.fecha)} (${c.label})`)
                .join(', ')}.`}
        </Alert>
      )}
      {body}
      <AgendaDialogs
        dialog={dialog}
        setDialog={setDialog}
        professionals={profs}
        branchId={branchId}
        appointments={agenda.data?.turnos ?? []}
        today={today}
        nowMinutes={clock.minutes}
        isAdmin={isAdmin}
        ClientFile={ClientFile}
      />
    </>
  );
}
