import type { AppDeps } from '../app-deps';
import { releaseUnpaid } from '../modules/payments/release.service';
import { announceFreedStarts, bookingRows } from '../modules/appointments';

/**
 * One pass: every unpaid reservation past its `expires_at` is released (cancelled by 'sistema',
 * units freed, `cancelar_turno_x_reserva_impaga` queued). Safe to run in every process at once
 * (ADR 0033). Returns the released ids.
 */
export async function expireUnpaidReservations(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
): Promise<number[]> {
  const now = deps.clock();
  const all: number[] = [];
  for (;;) {
    const ids = await releaseUnpaid(deps.db, { expiredBefore: now, limit: 200 }, now, deps.log);
    all.push(...ids);
    if (ids.length < 200) break;
  }
  if (all.length > 0) deps.log.info({ ids: all }, 'reservas impagas vencidas liberadas');
  // their times are free again: whoever waits for them hears about it (contract §6.3)
  const days = new Set<string>();
  for (const id of all) {
    const [a] = await bookingRows(deps.db, { appointmentId: id });
    if (a) days.add(`${a.professionalId}|${a.fecha}`);
  }
  for (const day of days) {
    const [professionalId, fecha] = day.split('|');
    await announceFreedStarts(deps, Number(professionalId), fecha ?? '');
  }
  return all;
}
