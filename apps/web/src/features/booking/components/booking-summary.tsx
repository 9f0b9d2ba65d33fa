import type { ConfAgenda } from '@/api/schedules';
import { formatARS, formatLongDate, formatTime } from '@/lib/format';
import { bookingNote } from '../utils/booking-note';
import { bookingText } from '../utils/texts';
import type { SlotPick } from './booking-wizard';
import { SummaryDialog } from './summary-dialog';
import type { BookingSelection } from './use-booking-selection';
import { planVisit, type VisitPart } from '../utils/visit-plan';

interface BookingSummaryProps {
  pick: SlotPick;
  selection: BookingSelection;
  conf: ConfAgenda;
  /** a visit (contract §6.2): every service, in order */
  visit?: VisitPart[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function BookingSummary({
  pick,
  selection,
  conf,
  visit,
  busy,
  onConfirm,
  onCancel,
}: BookingSummaryProps) {
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
            value: `${p.nombreServicio} con ${p.nombrePeluquero} · ${formatARS(p.precio)}`,
          })),
          { label: 'Finaliza aprox.', value: formatTime(plan.fin) },
          { label: 'Total', value: formatARS(plan.total) },
          ...(plan.deposito > 0
            ? [{ label: 'Reserva total', value: formatARS(plan.deposito) }]
            : []),
          { label: 'Sucursal', value: selection.selectedSucursal?.nombre },
        ]}
        note={
          plan.deposito > 0
            ? `Esta visita requiere una reserva total de ${formatARS(plan.deposito)}, que se abona en un solo pago. El resto se abona en la sucursal.`
            : 'El valor es aproximado y se abona en la sucursal.'
        }
        confirmLabel="Reservar"
        busy={busy}
        busyText={bookingText.booking}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  const precio = selection.selectedServicio?.precio ?? '0';
  return (
    <SummaryDialog
      open
      title="Resumen de tu turno"
      rows={[
        { label: 'Fecha', value: formatLongDate(pick.fecha) },
        { label: 'Hora', value: formatTime(pick.hora) },
        { label: 'Servicio', value: selection.selectedServicio?.nombre },
        { label: 'Valor', value: formatARS(precio) },
        { label: 'Peluquero', value: selection.selectedPeluquero?.nombre },
        { label: 'Sucursal', value: selection.selectedSucursal?.nombre },
      ]}
      note={bookingNote(conf, precio)}
      confirmLabel="Reservar"
      busy={busy}
      busyText={bookingText.booking}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
