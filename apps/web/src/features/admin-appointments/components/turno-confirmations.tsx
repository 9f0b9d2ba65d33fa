import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { visitText } from '@/components/visit/visit-texts';
import {
  useCancelAppointment,
  useCancelVisit,
  useSetAppointmentField,
  type TurnoHoursField,
  type Turno,
} from '@/api/appointments';
import { turnosText } from '../utils/texts';

export type ConfirmKind = 'cancel' | 'neverExpires' | 'reschedulable';

const FIELD: Record<Exclude<ConfirmKind, 'cancel'>, TurnoHoursField> = {
  neverExpires: 'horas_caducidad_reserva_impaga',
  reschedulable: 'horas_reprogramar_turno',
};

const COPY: Record<ConfirmKind, { title: string; text: string; confirm: string }> = {
  cancel: { title: 'Cancelar turno', text: turnosText.cancelConfirm, confirm: 'Cancelar turno' },
  neverExpires: {
    title: 'La reserva no caduca',
    text: turnosText.neverExpiresConfirm,
    confirm: 'Confirmar',
  },
  reschedulable: {
    title: 'Reprogramable hasta la fecha',
    text: turnosText.reschedulableConfirm,
    confirm: 'Confirmar',
  },
};

interface Props {
  pending: { kind: ConfirmKind; turno: Turno } | null;
  onClose: () => void;
}

/** The questions before cancelling or opening a reservation's windows, and the calls after. */
export function TurnoConfirmations({ pending, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelAppointment();
  const cancelVisit = useCancelVisit(null);
  const field = useSetAppointmentField();
  // one service of a visit: the whole visit is cancelled (contract §6.2)
  const visita = pending?.kind === 'cancel' ? pending.turno.id_visita : null;
  const copy =
    visita !== null
      ? { title: visitText.cancel, text: visitText.cancelConfirm(null), confirm: visitText.cancel }
      : pending
        ? COPY[pending.kind]
        : COPY.cancel;

  async function confirm() {
    if (!pending) return;
    const { kind, turno } = pending;
    try {
      if (kind === 'cancel' && turno.id_visita !== null) {
        await cancelVisit.mutateAsync(turno.id_visita);
        toast.success(visitText.cancelled);
      } else if (kind === 'cancel') {
        await cancel.mutateAsync(turno.id_turno);
        toast.success(turnosText.cancelled);
      } else {
        await field.mutateAsync({ idTurno: turno.id_turno, campo: FIELD[kind] });
        toast.success(turnosText.changeSaved);
      }
    } catch (e) {
      showError(
        e,
        kind !== 'cancel'
          ? turnosText.changeError
          : turno.id_visita !== null
            ? visitText.cancelError
            : turnosText.cancelError,
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
