import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to a page after a pause (a success message stays readable first); leaving the screen
 * before then cancels the trip.
 */
export function useNavigateLater(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to), ms);
    },
    [navigate],
  );
}
