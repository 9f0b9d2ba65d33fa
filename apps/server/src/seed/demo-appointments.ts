import { UNIT_MINUTES, addDays, minutesToTime, timeToMinutes, weekdayIndex } from '@turnos/domain';
import type { Week } from './demo-data';

/**
 * Plans the demo agenda: which client sees which professional, when and for what. Pure and
 * deterministic — the same inputs (and so the same "today") give the same agenda.
 */

export interface PlanService {
  linkId: number;
  serviceId: number;
  nombre: string;
  duracion: number;
  pattern: string;
  precio: string;
}

export interface PlanWorkplace {
  pbId: number;
  professionalId: number;
  professionalName: string;
  branchId: number;
  branchName: string;
  week: Week;
  gridStep: number;
  /** active links only */
  services: PlanService[];
  daysOff: Set<string>;
  hasDeposit: boolean;
}

export interface PlannedAppointment {
  wp: PlanWorkplace;
  service: PlanService;
  clientId: number;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  /** occupied 15-minute units (minutes from midnight / 15); empty when cancelled */
  units: number[];
  cancelled: boolean;
  upcoming: boolean;
}

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of a string, as a 32-bit seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** The units a service started at `startMinutes` keeps its professional busy. */
export function activeUnits(startMinutes: number, pattern: string): number[] {
  const first = startMinutes / UNIT_MINUTES;
  return [...pattern].flatMap((c, i) => (c === '1' ? [first + i] : []));
}

interface Candidate {
  wp: PlanWorkplace;
  fecha: string;
  shifts: [number, number][];
  /** today: past ones end before now, upcoming ones start after it */
  minStart: number;
  maxEnd: number;
}

function candidates(
  workplaces: PlanWorkplace[],
  today: string,
  offsets: number[],
  todayLimits: { minStart: number; maxEnd: number },
): Candidate[] {
  const out: Candidate[] = [];
  for (const offset of offsets) {
    const fecha = addDays(today, offset);
    for (const wp of workplaces) {
      const day = wp.week[weekdayIndex(fecha)];
      if (!day || wp.daysOff.has(fecha) || wp.services.length === 0) continue;
      const shifts: [number, number][] = [];
      for (let i = 0; i + 1 < day.length; i += 2) {
        shifts.push([timeToMinutes(day[i] ?? '00:00'), timeToMinutes(day[i + 1] ?? '00:00')]);
      }
      out.push({
        wp,
        fecha,
        shifts,
        ...(offset === 0 ? todayLimits : { minStart: 0, maxEnd: 24 * 60 }),
      });
    }
  }
  return out;
}

export interface PlanInput {
  today: string;
  /** minutes since the studio's midnight */
  nowMinutes: number;
  window: { from: number; to: number };
  counts: { pastActive: number; upcomingActive: number; cancelled: number };
  workplaces: PlanWorkplace[];
  /** clients who may have appointments (not blocked) */
  clientIds: number[];
  /** at most this many upcoming active appointments per client (the site's limit is higher) */
  maxUpcomingPerClient: number;
  rng: Rng;
}

export function planAppointments(input: PlanInput): PlannedAppointment[] {
  const { today, window, counts, rng } = input;
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  // today's earlier hours stay empty: the client's home counts all of today as upcoming, and
  // those would eat into the per-client limit
  const past = candidates(input.workplaces, today, range(window.from, -1), {
    minStart: 0,
    maxEnd: 24 * 60,
  });
  const upcoming = candidates(input.workplaces, today, range(0, window.to), {
    minStart: input.nowMinutes,
    maxEnd: 24 * 60,
  });
  const busyUnits = new Map<string, Set<number>>(); // professional|fecha → units
  const clientSpans = new Map<string, [number, number][]>(); // client|fecha → [start, end)
  const upcomingByClient = new Map<number, number>();
  const planned: PlannedAppointment[] = [];

  const tryPlace = (pool: Candidate[], isUpcoming: boolean, cancelled: boolean): boolean => {
    const c = pick(rng, pool);
    const service = pick(rng, c.wp.services);
    const [from, to] = pick(rng, c.shifts);
    const length = service.duracion * UNIT_MINUTES;
    const starts: number[] = [];
    for (let m = from; m + length <= to; m += c.wp.gridStep) {
      if (m >= c.minStart && m + length <= c.maxEnd) starts.push(m);
    }
    if (starts.length === 0) return false;
    const start = pick(rng, starts);
    const units = activeUnits(start, service.pattern);
    const busyKey = `${c.wp.professionalId}|${c.fecha}`;
    const busy = busyUnits.get(busyKey) ?? new Set<number>();
    if (!cancelled && units.some((u) => busy.has(u))) return false;
    const clientId = pick(rng, input.clientIds);
    const spanKey = `${clientId}|${c.fecha}`;
    const spans = clientSpans.get(spanKey) ?? [];
    if (spans.some(([a, b]) => start < b && a < start + length)) return false;
    // the client's home counts today's appointments as upcoming, whatever the time
    const countsAsUpcoming = c.fecha >= today;
    if (
      !cancelled &&
      countsAsUpcoming &&
      (upcomingByClient.get(clientId) ?? 0) >= input.maxUpcomingPerClient
    ) {
      return false;
    }
    if (!cancelled) {
      units.forEach((u) => busy.add(u));
      busyUnits.set(busyKey, busy);
      clientSpans.set(spanKey, [...spans, [start, start + length]]);
      if (countsAsUpcoming)
        upcomingByClient.set(clientId, (upcomingByClient.get(clientId) ?? 0) + 1);
    }
    planned.push({
      wp: c.wp,
      service,
      clientId,
      fecha: c.fecha,
      horaInicio: minutesToTime(start),
      horaFin: minutesToTime(start + length),
      units: cancelled ? [] : units,
      cancelled,
      upcoming: isUpcoming,
    });
    return true;
  };

  const fill = (pool: Candidate[], isUpcoming: boolean, wanted: number, cancelled: boolean) => {
    // the first few go to workplaces that charge a deposit, so the demo always shows some
    const depositPool = pool.filter((c) => c.wp.hasDeposit);
    let placed = 0;
    for (let attempt = 0; placed < wanted && attempt < 50_000; attempt++) {
      const from = !cancelled && placed < 3 && depositPool.length > 0 ? depositPool : pool;
      if (from.length > 0 && tryPlace(from, isUpcoming, cancelled)) placed++;
    }
  };

  fill(past, false, counts.pastActive, false);
  fill(upcoming, true, counts.upcomingActive, false);
  const half = Math.floor(counts.cancelled / 2);
  fill(past, false, half, true);
  fill(upcoming, true, counts.cancelled - half, true);
  return planned.sort((a, b) =>
    a.fecha === b.fecha ? a.horaInicio.localeCompare(b.horaInicio) : a.fecha.localeCompare(b.fecha),
  );
}
