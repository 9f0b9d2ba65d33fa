import { useState } from 'react';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { useSetDepositPaid, type Appointment } from '@/api/appointments';
import { appointmentsText } from '../utils/texts';

interface Props {
  appointment: Appointment;
  /** seed §4: only admins toggle deposit paid */
  isAdmin: boolean;
}

/**
 * Deposit paid toggle. It moves at once and moves back if the server refuses; turning a paid
 * deposit off asks first, since the payment record is lost.
 */
export function PaidSwitch({ appointment, isAdmin }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const mutation = useSetDepositPaid();
  const [asking, setAsking] = useState(false);
  // moves at once while saving; after a failure it shows the saved state again
  const sending = mutation.isPending || mutation.isSuccess ? mutation.variables : undefined;
  const checked = sending ? sending.paid : appointment.reserva_paga === '1';

  function save(paid: boolean) {
    mutation.mutate(
      { appointmentId: appointment.id_turno, paid },
      {
        onSuccess: () => toast.success(appointmentsText.paidSaved),
        onError: (e) => showError(e, appointmentsText.paidError),
      },
    );
  }

  const disabled = !isAdmin || appointment.is_cancelado === '1' || mutation.isPending;
  const label = `Reserva paga del turno de ${appointment.cliente_nombre} el ${appointment.fecha} ${appointment.hora}`;
  const input = (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(_e, on) => (on ? save(true) : setAsking(true))}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  return (
    <>
      {isAdmin ? (
        input
      ) : (
        <Tooltip title="Sólo un administrador puede cambiarlo">
          <span>{input}</span>
        </Tooltip>
      )}
      <ConfirmDialog
        open={asking}
        title="Reserva impaga"
        confirmText="Continuar"
        onConfirm={() => {
          setAsking(false);
          save(false);
        }}
        onClose={() => setAsking(false)}
      >
        {appointmentsText.paidOffConfirm}
      </ConfirmDialog>
    </>
  );
}
