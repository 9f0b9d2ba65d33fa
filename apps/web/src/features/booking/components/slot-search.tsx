import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SearchIcon from '@mui/icons-material/Search';
import { addDays } from '@turnos/domain';
import { errorText } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';
import { useAvailableSlots, type AvailabilityParams } from '@/api/availability';
import { useNextAvailableDay } from '../hooks/use-next-available-day';
import { isDateDisabled, type CalendarRules } from '../utils/date-rules';
import { bookingText } from '../utils/texts';
import { SlotGrid, SLOT_MIN_WIDTH } from './slot-grid';
import { LazyStudioDatePicker } from './lazy-studio-date-picker';

export const NEXT_DAY_LABEL = 'Próximo día disponible';
export const NEXT_DAY_SEARCHING = 'Buscando el próximo día con horarios…';
export const SLOTS_LOADING = 'Buscando horarios';

interface SlotSearchProps {
  today: string;
  rules: CalendarRules;
  /** everything the search needs except the date */
  base: Omit<AvailabilityParams, 'fecha'> | null;
  service: string;
  /** the day shown (yyyy-MM-dd), '' while none is chosen */
  fecha: string;
  onFecha: (fecha: string) => void;
  onPick: (fecha: string, hora: string) => void;
  /** the free starts of `fecha` once answered (the wizard checks a time from its URL) */
  onStartTimes?: (fecha: string, startTimes: string[]) => void;
  agendaError?: string;
  disabled?: boolean;
  /** shown under a day with no free start (the booking wizard's waitlist offer) */
  whenEmpty?: (fecha: string) => ReactNode;
}

function SlotsSkeleton() {
  return (
    <Box
      role="progressbar"
      aria-label={SLOTS_LOADING}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${SLOT_MIN_WIDTH}px, 1fr))`,
      }}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
    </Box>
  );
}

/**
 * Date picker, search button 'arriba a la derecha' and the grid of free start times. The times
 * of a day show as soon as it is picked (the button searches again); a day with none offers the
 * next one that has some.
 */
export function SlotSearch(props: SlotSearchProps) {
  const { today, rules, base, service, fecha, onFecha, onPick, onStartTimes } = props;
  const agendaError = props.agendaError ?? bookingText.agendaError;
  const usable = fecha !== '' && !isDateDisabled(fecha, today, rules);
  const search: AvailabilityParams | null = usable && base !== null ? { ...base, fecha } : null;
  const startTimes = useAvailableSlots(search);
  const heading = useRef<HTMLHeadingElement>(null);
  const jumped = useRef(false);
  const next = useNextAvailableDay(base, rules, today, (found) => {
    jumped.current = true;
    onFecha(found);
  });

  const answered = startTimes.data !== undefined && !startTimes.isFetching ? startTimes.data : null;
  // once per answer for this date (the callbacks are the parent's, new on every render)
  const onAnswer = useEffectEvent((day: string, slots: NonNullable<typeof answered>) => {
    onStartTimes?.(day, slots);
    // after a jump, the day found is where the keyboard and the screen reader go on
    if (jumped.current) {
      jumped.current = false;
      heading.current?.focus();
    }
  });
  const answeredDay = search?.fecha;
  useEffect(() => {
    if (answeredDay === undefined || answered === null) return;
    onAnswer(answeredDay, answered);
  }, [answered, answeredDay]);

  const nextDayButton = (from: string) => (
    <Button
      variant="outlined"
      startIcon={<EventAvailableIcon aria-hidden />}
      onClick={() => next.run(from)}
      disabled={base === null}
    >
      {NEXT_DAY_LABEL}
    </Button>
  );

  const results = () => {
    if (next.state.status === 'searching') {
      return (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography sx={{ flexGrow: 1 }}>{NEXT_DAY_SEARCHING}</Typography>
          <Button size="small" onClick={next.cancel}>
            Cancelar
          </Button>
        </Stack>
      );
    }
    if (search === null) {
      return (
        <Stack spacing={1.5} sx={{ py: 2, alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">{bookingText.searchPrompt}</Typography>
          {nextDayButton(today)}
        </Stack>
      );
    }
    if (startTimes.isPending) return <SlotsSkeleton />;
    if (startTimes.isError && startTimes.data === undefined) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void startTimes.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorText(startTimes.error, agendaError)}
        </Alert>
      );
    }
    const list = startTimes.data ?? [];
    return (
      <>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h3"
          component="h3"
          sx={{ mb: 1.5, textTransform: 'capitalize', outline: 'none' }}
        >
          {formatLongDate(search.fecha)}
        </Typography>
        {startTimes.isError && (
          // a search again that failed keeps the times already shown
          <Alert
            severity="warning"
            sx={{ mb: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => void startTimes.refetch()}>
                Reintentar
              </Button>
            }
          >
            {errorText(startTimes.error, agendaError)}
          </Alert>
        )}
        <SlotGrid
          startTimes={list}
          service={service}
          disabled={props.disabled || startTimes.isFetching}
          onPick={(h) => onPick(search.fecha, h)}
        />
        {list.length === 0 && (
          <>
            <Stack sx={{ alignItems: 'center' }}>{nextDayButton(addDays(search.fecha, 1))}</Stack>
            {props.whenEmpty?.(search.fecha)}
          </>
        )}
      </>
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LazyStudioDatePicker
          value={usable ? fecha : ''}
          onChange={(d) => {
            next.cancel();
            onFecha(d);
          }}
          today={today}
          rules={rules}
        />
        <Tooltip title="Buscar horarios">
          <span>
            <IconButton
              color="primary"
              onClick={() => void startTimes.refetch()}
              disabled={search === null || startTimes.isFetching}
              aria-label="Buscar horarios"
              sx={{ mt: 1, border: 1, borderColor: 'divider' }}
            >
              <SearchIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <section
        aria-live="polite"
        aria-busy={startTimes.isFetching || next.state.status === 'searching'}
        aria-label="Resultados"
      >
        {results()}
        {next.state.status === 'none' && (
          <Typography role="status" sx={{ py: 1, textAlign: 'center' }}>
            {`No hay horarios libres hasta el ${formatLongDate(next.state.until)}.`}
          </Typography>
        )}
        {next.state.status === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {next.state.message}
          </Alert>
        )}
      </section>
    </Stack>
  );
}
