import Chip from '@mui/material/Chip';
import type { AgendaSlot } from '@/api/appointments';
import { depositState } from '../utils/group-slots';

/** 'Seña paga' / 'Seña impaga' when a deposit was charged; nothing otherwise. */
export function DepositBadge({ slot }: { slot: AgendaSlot }) {
  const state = depositState(slot);
  if (state === 'none') return null;
  return state === 'paid' ? (
    <Chip size="small" color="success" label="Seña paga" />
  ) : (
    <Chip size="small" color="warning" label="Seña impaga" />
  );
}
