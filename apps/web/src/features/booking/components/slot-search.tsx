import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatLongDate } from '@/lib/format';
import { useHorariosDisponibles, type HorariosParams } from '@/api/availability';
import type { CalendarRules } from '../utils/date-rules';
import { bookingText } from '../utils/texts';
import { SlotGrid } from './slot-grid';
import { LazyStudioDatePicker } from './lazy-studio-date-picker';

interface SlotSearchProps {
  today: string;
  /** searched at once when the rest is known (a link to a date) */
  initialFecha?: string;
  rules: CalendarRules;
  /** everything the search needs except the date */
  base: Omit<HorariosParams, 'fecha'> | null;
  servicio: string;
  onPick: (fecha: string, hora: string) => void;
  agendaError?: string;
  disabled?: boolean;
  /** shown under a day with no free start (the booking wizard's waitlist offer) */
  whenEmpty?: (fecha: string) => ReactNode;
}

/** Date picker, search button 'arriba a la derecha' and the grid of free start times. */
export function SlotSearch(props: SlotSearchProps) {
  const { today, rules, base, servicio, onPick, agendaError = bookingText.agendaError } = props;
  const [fecha, setFecha] = useState(props.initialFecha ?? '');
  const [search, setSearch] = useState<HorariosParams | null>(null);
  const [linked, setLinked] = useState(props.initialFecha ?? '');
  if (linked !== '' && base !== null) {
    // the linked date is searched once, as soon as the professional and service are known
    setLinked('');
    setSearch({ ...base, fecha: linked });
  }
  const horarios = useHorariosDisponibles(search);
  const canSearch = fecha !== '' && base !== null;

  const runSearch = () => {
    if (!canSearch) return;
    if (search && search.fecha === fecha) void horarios.refetch();
    else setSearch({ ...base, fecha });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LazyStudioDatePicker
          value={fecha}
          onChange={(d) => {
            setFecha(d);
            setSearch(null);
          }}
          today={today}
          rules={rules}
        />
        <Tooltip title="Buscar horarios">
          <span>
            <IconButton
              color="primary"
              onClick={runSearch}
              disabled={!canSearch || horarios.isFetching}
              aria-label="Buscar horarios"
              sx={{ mt: 1, border: 1, borderColor: 'divider' }}
            >
              <SearchIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <section aria-live="polite" aria-busy={horarios.isFetching} aria-label="Resultados">
        {search === null ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {bookingText.searchPrompt}
          </Typography>
        ) : horarios.isPending || (horarios.isFetching && !horarios.data) ? (
          <Skeleton variant="rounded" height={96} aria-label="Buscando horarios" />
        ) : horarios.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void horarios.refetch()}>
                Reintentar
              </Button>
            }
          >
            {agendaError}
          </Alert>
        ) : (
          <>
            <Typography variant="h3" component="h3" sx={{ mb: 1.5, textTransform: 'capitalize' }}>
              {formatLongDate(search.fecha)}
            </Typography>
            <SlotGrid
              horarios={horarios.data}
              servicio={servicio}
              disabled={props.disabled || horarios.isFetching}
              onPick={(h) => onPick(search.fecha, h)}
            />
            {horarios.data.length === 0 && props.whenEmpty?.(search.fecha)}
          </>
        )}
      </section>
    </Stack>
  );
}
