import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ConfAgenda } from '@/api/schedules';
import { formatARS, formatLongDate, formatTime } from '@/lib/format';
import { bookingNote } from '../utils/booking-note';
import { bookingText } from '../utils/texts';
import type { SlotPick } from '../utils/slot-pick';
import { SummaryDialog } from './summary-dialog';
import type { BookingSelection } from './use-booking-selection';
import { planVisit, type VisitPart } from '../utils/visit-plan';
import { depositFor } from '../utils/booking-note';
import { CreditDepositSwitch } from '@/components/credit/credit-deposit-switch';

interface BookingSummaryProps {
  pick: SlotPick;
  selection: BookingSelection;
  conf: ConfAgenda;
  /** a visit (contract §6.2): every service, in order */
  visit?: VisitPart[];
  busy: boolean;
  /** `useCredit`: the client chose to pay the deposit with their credit (contract §7.5) */
  onConfirm: (useCredit: boolean) => void;
  onCancel: () => void;
  /** the client booking (their credit may pay the deposit); null for a visitor */
  clientId?: number | null;
  /** no session yet: confirming means logging in (or registering) first, back to this choice */
  visitor?: { onLogin: () => void; onRegister: () => void };
}

/** A visitor confirms by logging in or registering (issue 29.5); they come back to this summary. */
export const VISITOR_LOGIN = 'Ingresar para reservar';
export const VISITOR_REGISTER = 'Crear cuenta';
export const VISITOR_NOTE =
  'Para reservar, ingresá con tu cuenta o creá una: después volvés a esta misma elección.';

export function BookingSummary({
  pick,
  selection,
  conf,
  visit,
  busy,
  onConfirm,
  onCancel,
  visitor,
  clientId = null,
}: BookingSummaryProps) {
  const [useCredit, setUseCredit] = useState(false);
  const creditSwitch = (deposito: number) =>
    clientId !== null && !visitor ? (
      <CreditDepositSwitch
        clientId={clientId}
        deposito={deposito}
        checked={useCredit}
        onChange={setUseCredit}
      />
    ) : undefined;
  const actions = visitor
    ? {
        confirmLabel: VISITOR_LOGIN,
        onConfirm: visitor.onLogin,
        secondary: { label: VISITOR_REGISTER, onClick: visitor.onRegister },
      }
    : { confirmLabel: 'Reservar', onConfirm: () => onConfirm(useCredit) };
  const withVisitorNote = (note: ReactNode) =>
    visitor ? (
      <>
        {note}
        <Box component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
          {VISITOR_NOTE}
        </Box>
      </>
    ) : (
      note
    );
  if (visit) {
    const plan = planVisit(visit, pick.hora);
    return (
      <SummaryDialog
        open
        title="Resumen de tu visita"
        rows={[
          { label: 'Fecha', value: formatLongDate(pick.fecha) },
          ...plan.parts.map((p) => ({
            label: formatTime(p.hora),
            value: `${p.serviceName} con ${p.professionalName} · ${formatARS(p.precio)}`,
          })),
          { label: 'Finaliza aprox.', value: formatTime(plan.fin) },
          { label: 'Total', value: formatARS(plan.total) },
          ...(plan.deposito > 0
            ? [{ label: 'Reserva total', value: formatARS(plan.deposito) }]
            : []),
          { label: 'Sucursal', value: selection.selectedBranch?.nombre },
        ]}
        extra={creditSwitch(plan.deposito)}
        note={withVisitorNote(
          useCredit
            ? bookingText.paidByCredit
            : plan.deposito > 0
              ? `Esta visita requiere una seña total de ${formatARS(plan.deposito)}, que se abona en un solo pago. El resto se abona en la sucursal.`
              : 'El valor es aproximado y se abona en la sucursal.',
        )}
        {...actions}
        busy={busy}
        busyText={bookingText.booking}
        onCancel={onCancel}
      />
    );
  }
  const price = selection.selectedService?.precio ?? '0';
  return (
    <SummaryDialog
      open
      title="Resumen de tu turno"
      rows={[
        { label: 'Fecha', value: formatLongDate(pick.fecha) },
        { label: 'Hora', value: formatTime(pick.hora) },
        { label: 'Servicio', value: selection.selectedService?.nombre },
        { label: 'Valor', value: formatARS(price) },
        { label: 'Peluquero', value: selection.selectedProfessional?.nombre },
        { label: 'Sucursal', value: selection.selectedBranch?.nombre },
      ]}
      extra={creditSwitch(depositFor(conf, price))}
      note={withVisitorNote(useCredit ? bookingText.paidByCredit : bookingNote(conf, price))}
      {...actions}
      busy={busy}
      busyText={bookingText.booking}
      onCancel={onCancel}
    />
  );
}
