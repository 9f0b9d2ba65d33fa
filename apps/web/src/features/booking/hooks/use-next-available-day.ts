import { useEffect, useRef, useState } from 'react';
import { fetchAvailability, type AvailabilityParams } from '@/api/availability';
import { errorText } from '@/lib/error-toast';
import type { CalendarRules } from '../utils/date-rules';
import { findNextAvailableDay, nextDayLimit } from '../utils/next-available';

export const NEXT_DAY_ERROR = 'No pudimos buscar el próximo día con horarios.';

type NextDayState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'none'; until: string }
  | { status: 'error'; message: string };

/**
 * "Próximo día disponible": looks for the first day with a free start from a date on (one
 * request at a time, bounded by the agenda's open window and NEXT_DAY_MAX_DAYS) and hands the
 * date to `onFound`. A new search, `cancel`, another professional or service, and leaving the
 * screen abort the one running, so no answer arrives for a choice that is gone.
 */
export function useNextAvailableDay(
  base: Omit<AvailabilityParams, 'fecha'> | null,
  rules: CalendarRules,
  today: string,
  onFound: (fecha: string) => void,
) {
  const baseKey = JSON.stringify(base);
  const [state, setState] = useState<{ key: string; value: NextDayState }>({
    key: baseKey,
    value: { status: 'idle' },
  });
  const running = useRef<AbortController | null>(null);
  // another professional or service (or leaving the screen) ends the search for the old one
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [baseKey],
  );

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setState({ key: baseKey, value: { status: 'idle' } });
  };

  const run = (from: string) => {
    if (!base) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const key = baseKey;
    setState({ key, value: { status: 'searching' } });
    const start = from < today ? today : from;
    findNextAvailableDay({
      from: start,
      today,
      rules,
      signal: controller.signal,
      fetchDay: (fecha, signal) => fetchAvailability({ ...base, fecha }, signal),
    }).then(
      (found) => {
        if (controller.signal.aborted) return;
        running.current = null;
        if (found) {
          setState({ key, value: { status: 'idle' } });
          onFound(found.fecha);
        } else {
          setState({
            key,
            value: { status: 'none', until: nextDayLimit(start, today, rules) },
          });
        }
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setState({ key, value: { status: 'error', message: errorText(e, NEXT_DAY_ERROR) } });
      },
    );
  };

  return { state: state.key === baseKey ? state.value : { status: 'idle' as const }, run, cancel };
}
