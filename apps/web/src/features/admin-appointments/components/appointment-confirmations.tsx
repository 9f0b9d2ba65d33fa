import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { visitText } from '@/components/visit/visit-texts';
import {
  useCancelAppointment,
  useCancelVisit,
  useSetAppointmentField,
  type AppointmentHoursField,
  type Appointment,
} from '@/api/appointments';
import { appointmentsText } from '../utils/texts';

export type ConfirmKind = 'cancel' | 'neverExpires' | 'reschedulable';

const FIELD: Record<Exclude<ConfirmKind, 'cancel'>, AppointmentHoursField> = {
  neverExpires: 'horas_caducidad_reserva_impaga',
  reschedulable: 'horas_reprogramar_turno',
};

const COPY: Record<ConfirmKind, { title: string; text: string; confirm: string }> = {
  cancel: {
    title: 'Cancelar turno',
    text: appointmentsText.cancelConfirm,
    confirm: 'Cancelar turno',
  },
  neverExpires: {
    title: 'La reserva no caduca',
    text: appointmentsText.neverExpiresConfirm,
    confirm: 'Confirmar',
  },
  reschedulable: {
    title: 'Reprogramable hasta la fecha',
    text: appointmentsText.reschedulableConfirm,
    confirm: 'Confirmar',
  },
};

interface Props {
  pending: { kind: ConfirmKind; turno: Appointment } | null;
  onClose: () => void;
}

/** The questions before cancelling or opening a reservation's windows, and the calls after. */
export function AppointmentConfirmations({ pending, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelAppointment();
  const cancelVisit = useCancelVisit(null);
  const field = useSetAppointmentField();
  // one service of a visit: the whole visit is cancelled (contract §6.2)
  const visit = pending?.kind === 'cancel' ? pending.turno.id_visita : null;
  const copy =
    visit !== null
      ? { title: visitText.cancel, text: visitText.cancelConfirm(null), confirm: visitText.cancel }
      : pending
        ? COPY[pending.kind]
        : COPY.cancel;

  async function confirm() {
    if (!pending) return;
    const { kind, turno: appointment } = pending;
    try {
      if (kind === 'cancel' && appointment.id_visita !== null) {
        await cancelVisit.mutateAsync(appointment.id_visita);
        toast.success(visitText.cancelled);
      } else if (kind === 'cancel') {
        await cancel.mutateAsync(appointment.id_turno);
        toast.success(appointmentsText.cancelled);
      } else {
        await field.mutateAsync({ appointmentId: appointment.id_turno, campo: FIELD[kind] });
        toast.success(appointmentsText.changeSaved);
      }
    } catch (e) {
      showError(
        e,
        kind !== 'cancel'
          ? appointmentsText.changeError
          : appointment.id_visita !== null
            ? visitText.cancelError
            : appointmentsText.cancelError,
      );
    } finally {
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title={copy.title}
      confirmText={copy.confirm}
      busy={cancel.isPending || cancelVisit.isPending || field.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {copy.text}
    </ConfirmDialog>
  );
}
