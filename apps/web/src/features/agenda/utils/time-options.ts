import { minutesToTime, timeToMinutes } from '@turnos/domain';

const STEP = 15;

/** Seed §5: an overbooking starts at any time 00:00–23:59; 15-minute steps plus the slot's own. */
export function overbookingTimes(slotHora: string): string[] {
  const times = new Set<string>();
  for (let m = 0; m < 24 * 60; m += STEP) times.add(minutesToTime(m));
  times.add(slotHora);
  return [...times].sort((a, b) => timeToMinutes(a) - timeToMinutes(b));
}
