import type { WorkingDayTimes } from '@turnos/domain';
import type { Db } from '../../db/types';
import { perDatabase } from '../../db/per-database';
import { getAgendaConfigRows, getAgendaGeneration } from './agenda-config.queries';
import { readClosedDates } from './closed-dates.queries';
import type { ClosedDates } from './closed-dates';

/** A service as a booking records it (name, price and length at the time of booking). */
export interface LinkedService {
  id: number;
  name: string;
  price: string;
  duracion: number;
  pattern: string;
}

/** What availability and every booking write need of a professional-branch besides the day's taken units. */
export interface AgendaConfig {
  /** the agenda generation this configuration was read at (or after) */
  generation: string;
  id: number;
  professionalId: number;
  branchId: number;
  active: boolean;
  gridStep: number;
  agendaOpenDays: number;
  /** by weekday, 0 = Monday */
  weekdays: ReadonlyMap<number, WorkingDayTimes>;
  daysOff: ReadonlySet<string>;
  /** the branch's closed dates: closures and closing holidays (contract §7.6, ADR 0102) */
  closed: ClosedDates;
  /** deposit and reschedule rules, copied onto each appointment booked */
  depositType: number;
  depositValue: string;
  expiryHours: number;
  rescheduleHours: number;
  /** contract §6.4: clients' minimum notice (hours, 0 = none) and cancel cut-off (copied) */
  minNoticeHours: number;
  cancelHours: number;
  /** the professional-branch's service links, by id (the busy service excluded) */
  links: ReadonlyMap<number, { id: number; active: boolean; service: LinkedService }>;
}

/** A `working_days` row as the slot engine reads it. */
export function workingDayTimes(d: {
  active: boolean;
  shift1Start: string;
  shift1End: string;
  secondShift: boolean;
  shift2Start: string;
  shift2End: string;
}): WorkingDayTimes {
  return {
    activo: d.active,
    hora_inicio1: d.shift1Start,
    hora_fin1: d.shift1End,
    segundo_turno: d.secondShift,
    hora_inicio2: d.shift2Start,
    hora_fin2: d.shift2End,
  };
}

/** Far above any studio's number of professional-branches: only a safety net for memory. */
const MAX_ENTRIES = 10_000;

/**
 * Per-process cache of agenda configuration, keyed by professional-branch. An entry is only ever
 * used after the database confirmed, in the same statement that read the taken units, that the
 * agenda generation is still the entry's: a configuration change committed by any process makes
 * every entry of every process stale at once, and the next request reloads it.
 */
export class AgendaConfigCache {
  private readonly entries = new Map<number, AgendaConfig>();

  get(professionalBranchId: number): AgendaConfig | undefined {
    return this.entries.get(professionalBranchId);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Reads the generation first: whatever is read after it is at least that new. */
  async load(db: Db, professionalBranchId: number): Promise<AgendaConfig | undefined> {
    const generation = await getAgendaGeneration(db);
    const rows = await getAgendaConfigRows(db, professionalBranchId);
    if (!rows) return undefined;
    const { pb } = rows;
    const closed = await readClosedDates(db, pb.branchId);
    const config: AgendaConfig = {
      generation,
      id: pb.id,
      professionalId: pb.professionalId,
      branchId: pb.branchId,
      active: pb.active,
      gridStep: pb.gridStep,
      agendaOpenDays: pb.agendaOpenDays,
      weekdays: new Map(rows.days.map((d) => [d.diaSemana, workingDayTimes(d)])),
      daysOff: new Set(rows.daysOff),
      closed,
      depositType: pb.depositType,
      depositValue: pb.depositValue,
      expiryHours: pb.expiryHours,
      rescheduleHours: pb.rescheduleHours,
      minNoticeHours: pb.minNoticeHours,
      cancelHours: pb.cancelHours,
      links: new Map(rows.links.map((l) => [l.id, l])),
    };
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(professionalBranchId, config);
    return config;
  }
}

/** One cache per database handle (each test app has its own database, hence its own cache). */
export const agendaCacheFor = perDatabase(() => new AgendaConfigCache());
