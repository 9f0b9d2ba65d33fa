import { minutesToTime, timeToMinutes } from '@turnos/domain';

const STEP = 15;
const DAY = 24 * 60;

/**
 * Seed §5: an overbooking starts at any time 00:00–23:59, in 15-minute steps (the slot's own is one
 * of them); once the service is known, only starts it can end by 24:00 from (ADR 0020).
 */
export function overbookingTimes(slotHora: string, modules = 1): string[] {
  const times = new Set<number>();
  for (let m = 0; m < DAY; m += STEP) times.add(m);
  times.add(timeToMinutes(slotHora));
  return [...times]
    .filter((m) => m + modules * STEP <= DAY)
    .sort((a, b) => a - b)
    .map(minutesToTime);
}
