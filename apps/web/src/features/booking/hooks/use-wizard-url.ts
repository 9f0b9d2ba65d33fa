import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readWizardUrl, writeWizardUrl, type WizardUrl } from '../utils/wizard-url';

/** The history entries the wizard itself pushed carry this in their router state. */
const PUSHED = { bookingWizard: 'pushed' } as const;

function pushedByWizard(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'bookingWizard' in state &&
    state.bookingWizard === PUSHED.bookingWizard
  );
}

/**
 * The wizard's state in the URL (ADR 0090). A step forward (Siguiente, a time picked) is a new
 * history entry, so the browser's Back goes to the previous step and Forward returns; a choice
 * within a step replaces the entry, so Back does not walk through every dropdown. `back` leaves
 * a step the way Back would when the wizard pushed it, and replaces it otherwise (a reload, a
 * shared link, the return from the login page), so the wizard never sends anyone off the page.
 */
export function useWizardUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const url = useMemo(() => readWizardUrl(params), [params]);
  // several changes in one event build on each other, not on the render's URL
  const latest = useRef({ params, url });
  useLayoutEffect(() => {
    latest.current = { params, url };
  }, [params, url]);

  const go = (patch: Partial<WizardUrl>, how: 'push' | 'replace') => {
    const next = { ...latest.current.url, ...patch };
    latest.current = { ...latest.current, url: next };
    const search = writeWizardUrl(next).toString();
    navigate(
      { pathname: location.pathname, search: search === '' ? '' : `?${search}` },
      { replace: how === 'replace', state: how === 'push' ? PUSHED : location.state },
    );
  };

  return {
    url,
    /** a choice within the current step */
    replace: (patch: Partial<WizardUrl>) => go(patch, 'replace'),
    /** a step forward: a new history entry */
    push: (patch: Partial<WizardUrl>) => go(patch, 'push'),
    /** a step back: the browser's Back when the wizard pushed this entry, else `patch` in place */
    back: (patch: Partial<WizardUrl>) => {
      if (pushedByWizard(location.state)) void navigate(-1);
      else go(patch, 'replace');
    },
  };
}
export type WizardUrlState = ReturnType<typeof useWizardUrl>;
