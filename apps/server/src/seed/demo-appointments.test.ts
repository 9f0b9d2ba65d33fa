import { describe, expect, it } from 'vitest';
import { addDays, timeToMinutes, weekdayIndex } from '@turnos/domain';
import { APPOINTMENT_COUNTS, HOLIDAYS, PROFESSIONALS, SERVICES, WINDOW } from './demo-data';
import {
  activeUnits,
  createRng,
  planAppointments,
  seedOf,
  type PlanWorkplace,
} from './demo-appointments';

/** The demo's workplaces with made-up ids, as `insertStudio` would return them. */
function workplaces(today: string): PlanWorkplace[] {
  let pbId = 0;
  return PROFESSIONALS.flatMap((p, pi) =>
    p.workplaces.map((w) => ({
      pbId: ++pbId,
      professionalId: 100 + pi,
      professionalName: p.nombre,
      branchId: 1,
      branchName: w.branch,
      week: w.week,
      gridStep: w.gridStep,
      daysOff: new Set([
        ...HOLIDAYS.map((h) => h.fecha),
        ...(w.daysOffFromToday ?? []).map((d) => addDays(today, d.offset)),
      ]),
      hasDeposit: w.deposit !== undefined,
      services: w.services
        .filter((k) => !(w.inactive ?? []).includes(k))
        .map((k, i) => ({ linkId: pbId * 100 + i, serviceId: i + 2, ...SERVICES[k] })),
    })),
  );
}

const plan = (today: string, nowMinutes = 12 * 60) =>
  planAppointments({
    today,
    nowMinutes,
    window: WINDOW,
    counts: APPOINTMENT_COUNTS,
    workplaces: workplaces(today),
    clientIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    maxUpcomingPerClient: 2,
    rng: createRng(seedOf(`turnos-demo:${today}`)),
  });

describe('demo agenda planner', () => {
  it('units follow the occupancy pattern', () => {
    expect(activeUnits(9 * 60, '1101')).toEqual([36, 37, 39]);
    expect(activeUnits(16 * 60 + 30, '110011')).toEqual([66, 67, 70, 71]);
  });

  // every day of a year: the counts are always met and the rules always hold
  const days = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));
  it.each([0, 9 * 60, 23 * 60 + 59])('plans a valid agenda for any day (now = %i min)', (now) => {
    for (const today of days) {
      const list = plan(today, now);
      const active = list.filter((a) => !a.cancelled);
      expect(active.filter((a) => !a.upcoming)).toHaveLength(APPOINTMENT_COUNTS.pastActive);
      expect(active.filter((a) => a.upcoming)).toHaveLength(APPOINTMENT_COUNTS.upcomingActive);
      expect(list.filter((a) => a.cancelled)).toHaveLength(APPOINTMENT_COUNTS.cancelled);
      const seen = new Set<string>();
      const upcomingPerClient = new Map<number, number>();
      for (const a of list) {
        const start = timeToMinutes(a.horaInicio);
        expect(a.fecha >= addDays(today, WINDOW.from) && a.fecha <= addDays(today, WINDOW.to)).toBe(
          true,
        );
        expect(a.wp.daysOff.has(a.fecha)).toBe(false);
        const shifts = a.wp.week[weekdayIndex(a.fecha)];
        expect(shifts).not.toBeNull();
        if (a.fecha === today)
          expect(a.upcoming ? start >= now : timeToMinutes(a.horaFin) <= now).toBe(true);
        if (a.cancelled) continue;
        for (const u of a.units) {
          const key = `${a.wp.professionalId}|${a.fecha}|${u}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
        if (a.fecha >= today)
          upcomingPerClient.set(a.clientId, (upcomingPerClient.get(a.clientId) ?? 0) + 1);
      }
      expect(Math.max(...upcomingPerClient.values())).toBeLessThanOrEqual(2);
      expect(list.some((a) => a.wp.hasDeposit && a.upcoming && !a.cancelled)).toBe(true);
    }
  });

  it('is the same for the same day and differs between days', () => {
    const key = (today: string) =>
      plan(today).map((a) => `${a.fecha} ${a.horaInicio} ${a.clientId}`);
    expect(key('2026-11-23')).toEqual(key('2026-11-23'));
    expect(key('2026-11-23')).not.toEqual(key('2026-11-24'));
  });
});
