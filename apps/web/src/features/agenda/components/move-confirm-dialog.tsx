import Box from '@mui/material/Box';
import { minutesToTime } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';
import { type Appointment, useRescheduleAppointment } from '@/api/appointments';
import type { ProfessionalColumn } from '@/api/branch-agenda';
import type { DropTarget } from '../hooks/use-block-drag';
import { branchAgendaText } from '../utils/branch-texts';

interface Props {
  appointment: Appointment;
  target: DropTarget;
  professionals: readonly ProfessionalColumn[];
  onClose: () => void;
}

/**
 * '¿Mover el turno?' with the old and the new place. Confirmed, it calls reprogramar-turno (with
 * the new professional when the column changed); a refusal shows the server's message and the
 * appointment stays where it was.
 */
export function MoveConfirmDialog({ appointment, target, professionals, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const move = useRescheduleAppointment();
  const changesColumn = target.professionalBranchId !== String(appointment.id_peluquero_sucursal);
  const newName =
    professionals.find((p) => String(p.id_peluquero_sucursal) === target.professionalBranchId)
      ?.nombre ?? appointment.nombre_peluquero;
  const hora = minutesToTime(target.minutes);

  function confirm() {
    move.mutate(
      {
        appointmentId: String(appointment.id_turno),
        fechaNueva: target.fecha,
        hora,
        ...(changesColumn ? { newProfessionalBranchId: target.professionalBranchId } : {}),
      },
      {
        onSuccess: () => {
          toast.success(branchAgendaText.moved);
          onClose();
        },
        onError: (e) => {
          showError(e, branchAgendaText.moveError, serverWords());
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open
      title={branchAgendaText.moveConfirmTitle}
      confirmText="Mover"
      busy={move.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Box component="span" sx={{ display: 'block' }}>
        {appointment.cliente_nombre} · {appointment.nombre_servicio}
      </Box>
      <Box component="span" sx={{ display: 'block', mt: 1 }}>
        {`De: ${formatLongDate(appointment.fecha)}, ${appointment.hora_inicio} hs (${appointment.nombre_peluquero})`}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {`A: ${formatLongDate(target.fecha)}, ${hora} hs (${newName})`}
      </Box>
    </ConfirmDialog>
  );
}
