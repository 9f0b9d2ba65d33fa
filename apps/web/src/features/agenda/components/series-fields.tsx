import { useQueries, useQuery } from '@tanstack/react-query';
import { addDays, studioNow } from '@turnos/domain';
import { agendaConfQuery } from '@/api/schedules';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { availabilityKeys, fetchAvailability } from '@/api/availability';
import { holidaysQuery } from '@/api/closures';
import { formatShortDate } from '@/lib/format';

export interface SeriesChoice {
  on: boolean;
  cadaSemanas: number;
  repeticiones: number;
}

export const NO_SERIES: SeriesChoice = { on: false, cadaSemanas: 4, repeticiones: 4 };

const WEEKS = Array.from({ length: 12 }, (_, i) => i + 1);
const TIMES = Array.from({ length: 25 }, (_, i) => i + 2);

/** Occurrence k at `fecha` + k × 7 × N days (contract §7.7). */
export const seriesDates = (fecha: string, c: SeriesChoice) =>
  Array.from({ length: c.repeticiones }, (_, k) => addDays(fecha, k * 7 * c.cadaSemanas));

interface Props {
  value: SeriesChoice;
  onChange: (value: SeriesChoice) => void;
  fecha: string;
  hora: string;
  professionalBranchId: string;
  /**
   * its branch: the closures read are that branch's and the studio-wide ones (without it every
   * branch's closures would show as skipped dates); none are read while it is unknown
   */
  branchId: number | undefined;
  /** the chosen service's link; no preview until there is one */
  professionalServiceId: string;
}

/**
 * "Repetir cada N semanas, M veces" (contract §7.7, issue 33) with a preview of each date: free
 * at that time now, or why not (a holiday or closure by name, else taken or outside hours). The
 * server decides when booking; the preview is read from availability per date.
 */
export function SeriesFields({
  value,
  onChange,
  fecha,
  hora,
  professionalBranchId,
  branchId,
  professionalServiceId,
}: Props) {
  const dates = value.on ? seriesDates(fecha, value) : [];
  const years = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
  const holidays = useQueries({
    queries: years.map((anio) => ({
      ...holidaysQuery(anio, branchId),
      enabled: branchId !== undefined,
    })),
  });
  const closedName = new Map<string, string>();
  for (const q of holidays) {
    for (const f of q.data ?? []) if (f.abierto === '0') closedName.set(f.fecha, f.nombre);
  }
  // availability offers nothing past the agenda's open window, where a series still books (§7.7)
  const conf = useQuery(agendaConfQuery(professionalBranchId));
  const windowDays = Number(conf.data?.dias_agenda_abierta ?? '0') || 0;
  const lastOffered = windowDays > 0 ? addDays(studioNow().date, windowDays) : null;
  const beyond = (d: string) => lastOffered !== null && d > lastOffered;
  const slots = useQueries({
    queries: dates.map((d) => {
      const params = { professionalBranchId, professionalServiceId, fecha: d };
      return {
        queryKey: availabilityKeys.slots(params),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchAvailability(params, signal),
        // the window unknown (its read failed): each date is asked as usual
        enabled:
          professionalServiceId !== '' && (conf.data !== undefined || conf.isError) && !beyond(d),
        staleTime: 0,
      };
    }),
  });
  const statusOf = (d: string, i: number) => {
    if (i === 0) return 'La primera, la elegida';
    const closed = closedName.get(d);
    if (closed !== undefined) return `No se reserva: ${closed}`;
    if (beyond(d)) return 'Más allá de la agenda abierta: se comprueba al reservar';
    const q = slots[i];
    if (!q || q.data === undefined) return q?.isError ? 'No se pudo consultar' : 'Consultando…';
    return q.data.includes(hora) ? 'Libre' : 'No se reserva: ocupado o fuera de horario';
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.on}
            onChange={(e) => onChange({ ...value, on: e.target.checked })}
          />
        }
        label="Repetir"
      />
      {value.on && (
        <>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Cada (semanas)"
              value={String(value.cadaSemanas)}
              onChange={(e) => onChange({ ...value, cadaSemanas: Number(e.target.value) })}
              fullWidth
            >
              {WEEKS.map((n) => (
                <MenuItem key={n} value={String(n)}>
                  {n === 1 ? 'Cada semana' : `Cada ${n} semanas`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Veces"
              value={String(value.repeticiones)}
              onChange={(e) => onChange({ ...value, repeticiones: Number(e.target.value) })}
              fullWidth
            >
              {TIMES.map((n) => (
                <MenuItem key={n} value={String(n)}>
                  {`${n} veces`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <List dense aria-label="Fechas de la serie" disablePadding>
            {dates.map((d, i) => (
              <ListItem key={d} divider disableGutters>
                <ListItemText
                  primary={`${formatShortDate(d)} ${hora}`}
                  secondary={statusOf(d, i)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
