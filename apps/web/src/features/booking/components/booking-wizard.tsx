import { availabilityKeys, type AvailabilityParams } from '@/api/availability';
import { Suspense, useEffect, useEffectEvent, useState, type ComponentProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { ErrorCode, studioNow } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useErrorToast, useToast } from '@/components/toast';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-error';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate, formatTime } from '@/lib/format';
import { lazyPage } from '@/lib/lazy-page';
import { useAgendaRules } from '../hooks/use-agenda-rules';
import { useWizardUrl } from '../hooks/use-wizard-url';
import {
  useBookAppointment,
  useBookVisit,
  type BookingResult,
  type VisitResult,
} from '@/api/appointments';
import { isDateDisabled, toCalendarRules } from '../utils/date-rules';
import { hasUnpaidDeposit, type RenderPayment } from '../utils/deposit';
import { bookingText } from '../utils/texts';
import { depositFor } from '../utils/booking-note';
import type { VisitPart } from '../utils/visit-plan';
import { EMPTY_WIZARD_URL } from '../utils/wizard-url';
import { preloadStudioDatePicker } from './lazy-studio-date-picker';
import type { BookingDone as Done } from './booking-done';
import type { BookingSummary as Summary } from './booking-summary';
import type { StepSchedule as Schedule } from './step-schedule';
import { StepSelect } from './step-select';
import { StepSlide } from './step-slide';
import { useBookingSelection, type BookingSelection } from './use-booking-selection';
import { useVisitExtras } from './use-visit-extras';
import { REDIRECT_AFTER_BOOKING_MS } from '../utils/slot-pick';

/*
 * Only step 1 is in the page's first load. Step 2 (with the calendar), the summary dialog and the
 * success screen load on demand; step 2 and the calendar start loading as soon as step 1 is
 * complete, so "Siguiente" rarely has to wait.
 */
const loadStepSchedule = () => import('./step-schedule');
const StepSchedule = lazyPage<ComponentProps<typeof Schedule>>(() =>
  loadStepSchedule().then((m) => ({ default: m.StepSchedule })),
);
const loadSummary = () => import('./booking-summary');
const BookingSummary = lazyPage<ComponentProps<typeof Summary>>(() =>
  loadSummary().then((m) => ({ default: m.BookingSummary })),
);
/** The reminder of a visitor's choice (ADR 0090): only what confirms or books needs it. */
const pendingBooking = () => import('@/lib/pending-booking');

const BookingDone = lazyPage<ComponentProps<typeof Done>>(() =>
  import('./booking-done').then((m) => ({ default: m.BookingDone })),
);

export const STEP2_LOADING = 'Cargando fechas y horarios';

/** What the wizard says when the URL holds a choice that no longer holds (ADR 0090). */
export const wizardNotice = {
  staleChoice:
    'Algo de lo que elegiste ya no está disponible. Revisá la sucursal, el profesional y el servicio.',
  staleDate: 'Esa fecha ya no se puede reservar: elegí otra.',
  staleTime: (hora: string) =>
    `El horario de las ${formatTime(hora)} ya no está libre: elegí otro.`,
} as const;

/** A visit's answer shown as the booking's: its first appointment, the total deposit. */
function visitAsBooking(v: VisitResult): BookingResult | null {
  const first = v.turnos[0];
  if (!first) return null;
  return {
    id_turno: first.id_turno,
    monto_reserva: v.monto_reserva,
    reserva_paga: v.reserva_paga,
    vence: v.vence,
    turno: first,
  };
}

/** Step 1's first service as the first part of a visit, once its details are loaded. */
function firstPart(sel: BookingSelection, conf: Parameters<typeof depositFor>[0] | undefined) {
  const s = sel.selectedService;
  const p = sel.selectedProfessional;
  if (!s || !p || !conf) return undefined;
  const part: VisitPart = {
    peluquero: sel.peluquero,
    servicio: sel.servicio,
    serviceName: s.nombre,
    professionalName: p.nombre,
    precio: s.precio,
    duracion: Number(s.duracion),
    deposito: depositFor(conf, s.precio),
  };
  return part;
}

/** The search of one day but its date: the first service's, or the whole visit's. */
function searchBase(sel: BookingSelection, visit: VisitPart[] | undefined) {
  if (!sel.complete) return null;
  const base: Omit<AvailabilityParams, 'fecha'> = {
    professionalBranchId: sel.peluquero,
    professionalServiceId: sel.servicio,
    ...(visit
      ? { visita: { branchId: sel.sucursal, servicios: visit.map((p) => p.servicio) } }
      : {}),
  };
  return base;
}

/**
 * Book appointment (seed §2): step 1, step 2, summary, booked. Every choice lives in the URL
 * (ADR 0090): Back, Forward, a reload and a shared link keep them. A visitor (`clientId` null)
 * sees the free times too; confirming sends them to log in or register and back to this choice.
 */
export function BookingWizard({
  clientId,
  renderPayment,
}: {
  clientId: number | null;
  /** the payment widget for a due deposit (composed by the route) */
  renderPayment?: RenderPayment;
}) {
  const wizard = useWizardUrl();
  const { url } = wizard;
  const selection = useBookingSelection(wizard);
  const rules = useAgendaRules(selection.peluquero, selection.sucursal);
  const extras = useVisitExtras(selection, wizard);
  const [done, setDone] = useState<BookingResult | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** the last answer of a day's search, by the search it answered */
  const [answered, setAnswered] = useState<{ key: string; horarios: string[] } | null>(null);
  const book = useBookAppointment();
  const bookVisit = useBookVisit();
  const first = firstPart(selection, rules.data?.conf);
  const extraParts = extras.extras.flatMap((x) => (x.part ? [x.part] : []));
  // contract §6.2: more than one service is a visit, booked back to back in one go
  const visit =
    extras.extras.length > 0 && first && extras.complete ? [first, ...extraParts] : undefined;
  // the added services' details (price, duration, deposit rule) still loading
  const visitPending = extras.extras.length > 0 && visit === undefined;
  const busy = book.isPending || bookVisit.isPending;
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const today = studioNow().date;

  const choiceValid = selection.complete && extras.chosen;
  // step 2 from the URL while the lists that judge it load; step 1 when they say it is stale
  const step = url.paso === 2 && (!selection.settled || choiceValid) ? 'schedule' : 'select';
  const calendar = rules.data ? toCalendarRules(rules.data) : null;
  const base = visitPending ? null : searchBase(selection, visit);
  const searchKey = base && url.fecha ? JSON.stringify({ ...base, fecha: url.fecha }) : null;
  const dayStartTimes = answered && answered.key === searchKey ? answered.horarios : null;
  // the summary is open for a time of the URL that the day's answer still offers
  const pick =
    step === 'schedule' && url.hora !== '' && dayStartTimes?.includes(url.hora)
      ? { fecha: url.fecha, hora: url.hora }
      : null;

  const [shownStep, setShownStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (shownStep !== step) {
    setShownStep(step);
    setMoved(true);
  }

  // a link or a history entry whose choice no longer holds: step 1, said once
  const staleStep = !done && url.paso === 2 && selection.settled && !choiceValid;
  const staleDate =
    !done && step === 'schedule' && url.fecha !== '' && calendar !== null
      ? isDateDisabled(url.fecha, today, calendar)
      : false;
  const staleHora =
    !done && step === 'schedule' && url.hora !== '' && dayStartTimes !== null
      ? !dayStartTimes.includes(url.hora)
      : false;
  // acts on what the URL says, once per stale value (the rest is read as it is then)
  const repairUrl = useEffectEvent((step: boolean, date: boolean, time: boolean) => {
    if (step) {
      setNotice(wizardNotice.staleChoice);
      wizard.replace({
        sucursal: selection.sucursal,
        peluquero: selection.peluquero,
        servicio: selection.servicio,
        extras: extras.extras.map(({ peluquero: professional, servicio: service }) => ({
          peluquero: professional,
          servicio: service,
        })),
        paso: 1,
        hora: '',
      });
    } else if (date) {
      setNotice(wizardNotice.staleDate);
      wizard.replace({ fecha: '', hora: '' });
    } else if (time) {
      setNotice(wizardNotice.staleTime(url.hora));
      wizard.replace({ hora: '' });
    }
  });
  useEffect(() => {
    // the URL (an outside system) is repaired once the server's data shows it stale
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the notice says what was repaired
    repairUrl(staleStep, staleDate, staleHora);
  }, [staleStep, staleDate, staleHora]);

  useEffect(() => {
    if (!selection.complete) return;
    loadStepSchedule().catch(() => {}); // a failure shows when step 2 renders
    preloadStudioDatePicker();
  }, [selection.complete]);

  useEffect(() => {
    if (step === 'schedule') loadSummary().catch(() => {});
  }, [step]);

  useEffect(() => {
    if (!done || hasUnpaidDeposit(done)) return;
    const t = setTimeout(() => navigate(paths.startPage), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  if (done) {
    return (
      <Suspense fallback={<PageLoader />}>
        <BookingDone result={done} renderPayment={renderPayment} />
      </Suspense>
    );
  }

  const closeSummary = () => wizard.back({ hora: '' });

  const onError = (e: unknown) => {
    const code = isApiError(e) ? e.code : null;
    if (code === ErrorCode.activeLimit) {
      closeSummary();
      setLimitReached(true);
      return;
    }
    showError(e, bookingText.unexpected, serverWords());
    if (code === ErrorCode.slotTaken) {
      closeSummary();
      void qc.invalidateQueries({ queryKey: availabilityKeys.all });
    }
  };
  const succeeded = (result: BookingResult | null, text: string) => {
    if (!result) return;
    pendingBooking()
      .then((m) => m.clearPendingBooking())
      .catch(() => {}); // a chunk that did not load leaves a reminder that Mis turnos can discard
    setDone(result);
    // the choice is booked: a reload or Back to this page starts a new one
    wizard.replace(EMPTY_WIZARD_URL);
    if (!hasUnpaidDeposit(result)) toast.success(text);
  };

  const confirm = (useCredit = false) => {
    const { selectedService: service } = selection;
    if (!pick || !service || clientId === null) return;
    if (visit) {
      bookVisit.mutate(
        {
          clientId: clientId,
          branchId: selection.sucursal,
          servicios: visit.map((p) => p.servicio),
          fecha: pick.fecha,
          hora: pick.hora,
          useCredit,
        },
        {
          onSuccess: (result) => succeeded(visitAsBooking(result), bookingText.visitBooked),
          onError,
        },
      );
      return;
    }
    book.mutate(
      {
        clientId: clientId,
        branchId: selection.sucursal,
        professionalBranchId: selection.peluquero,
        serviceId: String(service.id_servicio),
        professionalServiceId: selection.servicio,
        fecha: pick.fecha,
        hora: pick.hora,
        useCredit,
      },
      { onSuccess: (result) => succeeded(result, bookingText.booked), onError },
    );
  };

  /** A visitor confirms: the login (or registration) page, and back here to this very choice. */
  const toAccount = (to: string) => {
    if (!pick) return;
    const from = `${location.pathname}${location.search}`;
    const what = visit
      ? visit.map((p) => `${p.serviceName} con ${p.professionalName}`).join(', luego ')
      : `${selection.selectedService?.nombre ?? ''} con ${selection.selectedProfessional?.nombre ?? ''}`;
    const label = `${what}, ${formatLongDate(pick.fecha)}, ${formatTime(pick.hora)}`;
    const fecha = pick.fecha;
    // remembered for after the validation e-mail, then on to the login (or registration)
    pendingBooking()
      .then((m) => m.savePendingBooking({ path: from, label, fecha }))
      .catch(() => {}) // without the reminder, the login still brings the client back
      // in place of the summary's entry: once back (the login replaces itself with `from`),
      // the browser's Back closes the summary instead of showing it again
      .finally(() => void navigate(to, { replace: true, state: { from } }));
  };

  return (
    <>
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <StepSlide stepKey={step} direction={step === 'select' ? 'right' : 'left'} animate={moved}>
        {step === 'select' ? (
          <StepSelect
            selection={selection}
            extras={extras}
            onNext={() =>
              wizard.push({
                sucursal: selection.sucursal,
                peluquero: selection.peluquero,
                servicio: selection.servicio,
                catalogo: '',
                paso: 2,
                hora: '',
              })
            }
          />
        ) : (
          <Suspense fallback={<PageLoader label={STEP2_LOADING} />}>
            <StepSchedule
              clientId={clientId}
              selection={selection}
              rules={rules}
              today={today}
              base={base}
              fecha={url.fecha}
              onFecha={(fecha) => wizard.replace({ fecha, hora: '' })}
              onStartTimes={(fecha, startTimes) => {
                if (base)
                  setAnswered({ key: JSON.stringify({ ...base, fecha }), horarios: startTimes });
              }}
              limitReached={limitReached}
              visit={visit}
              visitPending={visitPending}
              busy={busy}
              onPick={({ hora }) => {
                setNotice(null);
                wizard.push({ hora });
              }}
              onBack={() => wizard.back({ paso: 1, hora: '' })}
            />
          </Suspense>
        )}
      </StepSlide>
      {pick && rules.data && (
        <Suspense fallback={null}>
          <BookingSummary
            pick={pick}
            selection={selection}
            conf={rules.data.conf}
            visit={visit}
            busy={busy}
            onConfirm={confirm}
            onCancel={closeSummary}
            clientId={clientId}
            visitor={
              clientId === null
                ? {
                    onLogin: () => toAccount(paths.login),
                    onRegister: () => toAccount(paths.register),
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
