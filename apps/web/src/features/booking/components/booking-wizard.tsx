import { availabilityKeys } from '@/api/availability';
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, studioNow } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useErrorToast, useToast } from '@/components/toast';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-error';
import { serverWords } from '@/lib/error-toast';
import { lazyPage } from '@/lib/lazy-page';
import { useAgendaRules } from '../hooks/use-agenda-rules';
import {
  useReservarTurno,
  useReservarVisita,
  type ReservaResult,
  type VisitaResult,
} from '@/api/appointments';
import { hasUnpaidDeposit, type RenderPayment } from '../utils/deposit';
import { bookingText } from '../utils/texts';
import { depositFor } from '../utils/booking-note';
import type { VisitPart } from '../utils/visit-plan';
import { preloadStudioDatePicker } from './lazy-studio-date-picker';
import type { BookingDone as Done } from './booking-done';
import type { BookingSummary as Summary } from './booking-summary';
import type { StepSchedule as Schedule } from './step-schedule';
import { StepSelect } from './step-select';
import { StepSlide } from './step-slide';
import { useBookingSelection, type BookingSelection } from './use-booking-selection';
import { useVisitExtras } from './use-visit-extras';

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
const BookingDone = lazyPage<ComponentProps<typeof Done>>(() =>
  import('./booking-done').then((m) => ({ default: m.BookingDone })),
);

export const STEP2_LOADING = 'Cargando fechas y horarios';

/** Seed §4: without a deposit the client goes to inicio 2 s after booking. */
export const REDIRECT_AFTER_BOOKING_MS = 2000;

/** A visit's answer shown as the booking's: its first appointment, the total deposit. */
function visitAsReserva(v: VisitaResult): ReservaResult | null {
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
  const s = sel.selectedServicio;
  const p = sel.selectedPeluquero;
  if (!s || !p || !conf) return undefined;
  const part: VisitPart = {
    peluquero: sel.peluquero,
    servicio: sel.servicio,
    nombreServicio: s.nombre,
    nombrePeluquero: p.nombre,
    precio: s.precio,
    duracion: Number(s.duracion),
    deposito: depositFor(conf, s.precio),
  };
  return part;
}

export interface SlotPick {
  fecha: string;
  hora: string;
}

/** Book appointment (seed §2): step 1, step 2, summary, booked. */
export function BookingWizard({
  clientId,
  renderPayment,
}: {
  clientId: number;
  /** the payment widget for a due deposit (composed by the route) */
  renderPayment?: RenderPayment;
}) {
  // the waitlist's message links here with the professional, the service and the date (§6.3)
  const [params] = useSearchParams();
  const linked = {
    sucursal: params.get('id_sucursal') ?? '',
    peluquero: params.get('id_peluquero_sucursal') ?? '',
    servicio: params.get('id_servicio_de_peluquero_por_sucursal') ?? '',
  };
  const linkedFecha = /^\d{4}-\d{2}-\d{2}$/.test(params.get('fecha') ?? '')
    ? (params.get('fecha') ?? '')
    : '';
  const selection = useBookingSelection(linked);
  const rules = useAgendaRules(selection.peluquero);
  const [step, setStep] = useState<'select' | 'schedule'>(
    linked.servicio !== '' && linkedFecha !== '' ? 'schedule' : 'select',
  );
  const [moved, setMoved] = useState(false);
  const [pick, setPick] = useState<SlotPick | null>(null);
  const [done, setDone] = useState<ReservaResult | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const extras = useVisitExtras(selection);
  const reservar = useReservarTurno();
  const reservarVisita = useReservarVisita();
  const first = firstPart(selection, rules.data?.conf);
  const extraParts = extras.extras.flatMap((x) => (x.part ? [x.part] : []));
  // contract §6.2: more than one service is a visit, booked back to back in one go
  const visit =
    extras.extras.length > 0 && first && extras.complete ? [first, ...extraParts] : undefined;
  // the added services' details (price, duration, deposit rule) still loading
  const visitPending = extras.extras.length > 0 && visit === undefined;
  const busy = reservar.isPending || reservarVisita.isPending;
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const qc = useQueryClient();

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
    const t = setTimeout(() => navigate(paths.inicio), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  if (done) {
    return (
      <Suspense fallback={<PageLoader />}>
        <BookingDone result={done} renderPayment={renderPayment} />
      </Suspense>
    );
  }

  const go = (to: 'select' | 'schedule') => {
    setMoved(true);
    setStep(to);
  };

  const onError = (e: unknown) => {
    const code = isApiError(e) ? e.code : null;
    if (code === ErrorCode.activeLimit) {
      setPick(null);
      setLimitReached(true);
      return;
    }
    showError(e, bookingText.unexpected, serverWords());
    if (code === ErrorCode.slotTaken) {
      setPick(null);
      void qc.invalidateQueries({ queryKey: availabilityKeys.all });
    }
  };
  const succeeded = (result: ReservaResult | null, text: string) => {
    setPick(null);
    if (!result) return;
    setDone(result);
    if (!hasUnpaidDeposit(result)) toast.success(text);
  };

  const confirm = () => {
    const { selectedServicio: servicio } = selection;
    if (!pick || !servicio) return;
    if (visit) {
      reservarVisita.mutate(
        {
          idCliente: clientId,
          idSucursal: selection.sucursal,
          servicios: visit.map((p) => p.servicio),
          fecha: pick.fecha,
          hora: pick.hora,
        },
        {
          onSuccess: (result) => succeeded(visitAsReserva(result), bookingText.visitBooked),
          onError,
        },
      );
      return;
    }
    reservar.mutate(
      {
        idCliente: clientId,
        idSucursal: selection.sucursal,
        idPeluqueroSucursal: selection.peluquero,
        idServicio: String(servicio.id_servicio),
        idServicioPeluquero: selection.servicio,
        fecha: pick.fecha,
        hora: pick.hora,
      },
      { onSuccess: (result) => succeeded(result, bookingText.booked), onError },
    );
  };

  return (
    <>
      <StepSlide stepKey={step} direction={step === 'select' ? 'right' : 'left'} animate={moved}>
        {step === 'select' ? (
          <StepSelect selection={selection} extras={extras} onNext={() => go('schedule')} />
        ) : (
          <Suspense fallback={<PageLoader label={STEP2_LOADING} />}>
            <StepSchedule
              clientId={clientId}
              initialFecha={linkedFecha}
              selection={selection}
              rules={rules}
              today={studioNow().date}
              limitReached={limitReached}
              visit={visit}
              visitPending={visitPending}
              busy={busy}
              onPick={setPick}
              onBack={() => go('select')}
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
            onCancel={() => setPick(null)}
          />
        </Suspense>
      )}
    </>
  );
}
