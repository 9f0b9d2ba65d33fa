import type { AgendaSlot } from '@/api/appointments';

export interface OverbookingView {
  slot: AgendaSlot;
  /** position among the day's overbookings: picks the colour */
  colorIndex: number;
}

export interface SlotGroup {
  hora: string;
  main: AgendaSlot | undefined;
  /** the main slot continues the appointment of the slot before */
  continues: boolean;
  overbookings: OverbookingView[];
}

/** The server lists overbookings after the slot they fall in; show them beside it. */
export function groupSlots(slots: readonly AgendaSlot[]): SlotGroup[] {
  const groups: SlotGroup[] = [];
  let colorIndex = 0;
  let previousAppointment: number | null = null;
  for (const slot of slots) {
    let group = groups.at(-1);
    if (!group || group.hora !== slot.hora) {
      group = { hora: slot.hora, main: undefined, continues: false, overbookings: [] };
      groups.push(group);
    }
    if (slot.sobreturno === '1') {
      group.overbookings.push({ slot, colorIndex: colorIndex++ });
    } else {
      group.main = slot;
      group.continues = slot.id_turno !== null && slot.id_turno === previousAppointment;
      previousAppointment = slot.id_turno;
    }
  }
  return groups;
}

/** Whether a deposit was charged, and its state. */
export function depositState(slot: Pick<AgendaSlot, 'monto_reserva' | 'reserva_paga'>) {
  if (!(Number(slot.monto_reserva) > 0)) return 'none' as const;
  return slot.reserva_paga === '1' ? ('paid' as const) : ('unpaid' as const);
}
