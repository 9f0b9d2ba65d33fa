import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, studioNow } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAgendaRules } from '../api/get-agenda-rules';
import { useReservarTurno, type ReservaResult } from '../api/reservar-turno';
import { bookingText } from '../utils/texts';
import { BookingDone, hasUnpaidDeposit, type RenderPayment } from './booking-done';
import { BookingSummary } from './booking-summary';
import { StepSchedule } from './step-schedule';
import { StepSelect } from './step-select';
import { StepSlide } from './step-slide';
import { useBookingSelection } from './use-booking-selection';

/** Seed §4: without a deposit the client goes to inicio 2 s after booking. */
export const REDIRECT_AFTER_BOOKING_MS = 2000;

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
  const selection = useBookingSelection();
  const rules = useAgendaRules(selection.peluquero);
  const [step, setStep] = useState<'select' | 'schedule'>('select');
  const [moved, setMoved] = useState(false);
  const [pick, setPick] = useState<SlotPick | null>(null);
  const [done, setDone] = useState<ReservaResult | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const reservar = useReservarTurno();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();

  useEffect(() => {
    if (!done || hasUnpaidDeposit(done)) return;
    const t = setTimeout(() => navigate(paths.inicio), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  if (done) return <BookingDone result={done} renderPayment={renderPayment} />;

  const go = (to: 'select' | 'schedule') => {
    setMoved(true);
    setStep(to);
  };

  const confirm = () => {
    const { selectedServicio: servicio } = selection;
    if (!pick || !servicio) return;
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
      {
        onSuccess: (result) => {
          setPick(null);
          setDone(result);
          if (!hasUnpaidDeposit(result)) toast.success(bookingText.booked);
        },
        onError: (e) => {
          if (isApiError(e) && e.code === ErrorCode.slotTaken) {
            setPick(null);
            toast.error(e.message);
            void qc.invalidateQueries({ queryKey: ['public', 'horarios-disponibles'] });
          } else if (isApiError(e) && e.code === ErrorCode.activeLimit) {
            setPick(null);
            setLimitReached(true);
          } else {
            toast.error(errorMessage(e, bookingText.unexpected));
          }
        },
      },
    );
  };

  return (
    <>
      <StepSlide stepKey={step} direction={step === 'select' ? 'right' : 'left'} animate={moved}>
        {step === 'select' ? (
          <StepSelect selection={selection} onNext={() => go('schedule')} />
        ) : (
          <StepSchedule
            selection={selection}
            rules={rules}
            today={studioNow().date}
            limitReached={limitReached}
            busy={reservar.isPending}
            onPick={setPick}
            onBack={() => go('select')}
          />
        )}
      </StepSlide>
      {pick && rules.data && (
        <BookingSummary
          pick={pick}
          selection={selection}
          conf={rules.data.conf}
          busy={reservar.isPending}
          onConfirm={confirm}
          onCancel={() => setPick(null)}
        />
      )}
    </>
  );
}
