import type { Db } from '../../db/types';
import { bookingRows } from '../appointments';

/**
 * What a payment's `external_reference` names: one appointment (`'12'`) or a whole visit
 * (`'visita-5'`, contract §6.2), whose deposits are paid in one checkout (ADR 0072).
 */
export type DepositRef = { kind: 'turno'; id: number } | { kind: 'visita'; id: number };

export function parseDepositRef(ref: string): DepositRef | undefined {
  const trimmed = ref.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { kind: 'turno', id: Number(trimmed) };
  const visit = /^visita-(\d{1,9})$/.exec(trimmed);
  return visit ? { kind: 'visita', id: Number(visit[1]) } : undefined;
}

export const depositRefText = (ref: DepositRef) =>
  ref.kind === 'turno' ? String(ref.id) : `visita-${ref.id}`;

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * The appointments a deposit covers, first id first (that one holds the payment record): the
 * appointment, or every appointment of the visit. Empty when there is none.
 */
export async function depositGroup(db: Db, ref: DepositRef, lock = false) {
  const booking = ref.kind === 'visita' ? { visitId: ref.id } : { appointmentId: ref.id };
  return byId(await bookingRows(db, booking, { lock }));
}
