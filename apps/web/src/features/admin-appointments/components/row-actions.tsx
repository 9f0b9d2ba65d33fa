import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Turno } from '@/api/appointments';
import { visitText } from '@/components/visit/visit-texts';
import { adminActions, canCancel } from '../utils/turno-rules';

export type RowAction =
  'info' | 'charge' | 'cancel' | 'operation' | 'approver' | 'neverExpires' | 'reschedulable';

interface Props {
  turno: Turno;
  today: string;
  isAdmin: boolean;
  onAction: (action: RowAction, turno: Turno) => void;
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
export function RowActions({ turno, today, isAdmin, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const admin = adminActions(turno, today);
  const items: RowAction[] = ['info'];
  // at the counter (contract §7.3): a real appointment, not cancelled, not charged yet
  if (turno.ocupado === '0' && turno.is_cancelado === '0' && turno.cobrado === '0')
    items.push('charge');
  if (canCancel(turno, today)) items.push('cancel');
  if (isAdmin) {
    if (admin.operation) items.push('operation');
    if (admin.approver) items.push('approver');
    if (admin.neverExpires) items.push('neverExpires');
    if (admin.reschedulable) items.push('reschedulable');
  }
  return (
    <>
      <IconButton
        aria-label={`Acciones del turno de ${turno.cliente_nombre} el ${turno.fecha} ${turno.hora}`}
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
              onAction(a, turno);
            }}
            sx={a === 'cancel' ? { color: 'error.main' } : undefined}
          >
            {a === 'cancel' && turno.id_visita !== null ? visitText.cancel : LABELS[a]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
