import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Appointment } from '@/api/appointments';
import { visitText } from '@/components/visit/visit-texts';
import { adminActions, canCancel } from '../utils/appointment-rules';

export type RowAction =
  'info' | 'charge' | 'cancel' | 'operation' | 'approver' | 'neverExpires' | 'reschedulable';

interface Props {
  appointment: Appointment;
  today: string;
  isAdmin: boolean;
  onAction: (action: RowAction, appointment: Appointment) => void;
}

const LABELS: Record<RowAction, string> = {
  info: 'Ver información',
  charge: 'Cobrar',
  cancel: 'Cancelar turno',
  operation: 'Datos de la operación',
  approver: 'Aprobado por',
  neverExpires: 'La reserva no caduca',
  reschedulable: 'Reprogramable hasta la fecha',
};

/** The row's menu: only the actions that apply to this appointment and this user. */
export function RowActions({ appointment, today, isAdmin, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const admin = adminActions(appointment, today);
  const items: RowAction[] = ['info'];
  // at the counter (contract §7.3): a real appointment, not cancelled, not charged yet
  if (
    appointment.ocupado === '0' &&
    appointment.is_cancelado === '0' &&
    appointment.cobrado === '0'
  )
    items.push('charge');
  if (canCancel(appointment, today)) items.push('cancel');
  if (isAdmin) {
    if (admin.operation) items.push('operation');
    if (admin.approver) items.push('approver');
    if (admin.neverExpires) items.push('neverExpires');
    if (admin.reschedulable) items.push('reschedulable');
  }
  return (
    <>
      <IconButton
        aria-label={`Acciones del turno de ${appointment.cliente_nombre} el ${appointment.fecha} ${appointment.hora}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              onAction(a, appointment);
            }}
            sx={a === 'cancel' ? { color: 'error.main' } : undefined}
          >
            {a === 'cancel' && appointment.id_visita !== null ? visitText.cancel : LABELS[a]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
