import type { ConfAgenda } from '@/api/schedules';
import { formatARS, formatLongDate, formatTime } from '@/lib/format';
import { bookingNote } from '../utils/booking-note';
import { bookingText } from '../utils/texts';
import type { SlotPick } from './booking-wizard';
import { SummaryDialog } from './summary-dialog';
import type { BookingSelection } from './use-booking-selection';

interface BookingSummaryProps {
  pick: SlotPick;
  selection: BookingSelection;
  conf: ConfAgenda;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function BookingSummary({
  pick,
  selection,
  conf,
  busy,
  onConfirm,
  onCancel,
}: BookingSummaryProps) {
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
