import { UNIT_MINUTES, minutesToTime } from './time';
import {
  bookingRule,
  chainedServiceRule,
  type BookingRule,
  type BookingVerdict,
} from './booking-rule';
import type { SlotQuery } from './slots';

/** One service of a visit, in the order they are done (contract §6.2). */
export interface VisitPart {
  /** the question a single booking of this service would ask: its professional-branch, day, caller */
  query: SlotQuery;
  /** its `duracion` in 15-minute modules: the next service starts when it ends */
  duration: number;
}

export interface VisitRule extends BookingRule {
  /** minutes from the visit's start to each service's start */
  offsets: readonly number[];
}

/**
 * The visit's rule (contract §6.2, ADRs 0072 and 0088): service 1 starts at the visit's start,
 * each next one exactly when the previous one's `duracion` ends, and a start is allowed only when
 * every service's own rule allows its start. The grid binds only the visit's start — service 1's
 * professional-branch's grid (`bookingRule`); a next service may start on any 15-minute unit
 * (`chainedServiceRule`), under every other rule of a single booking. The candidates are service
 * 1's grid. The verdict is the worst of the services': 'invalid' over 'taken' over 'ok'.
 */
export function visitRule(parts: readonly VisitPart[]): VisitRule {
  const rules = parts.map((p, i) => (i === 0 ? bookingRule(p.query) : chainedServiceRule(p.query)));
  const offsets: number[] = [];
  let offset = 0;
  for (const p of parts) {
    offsets.push(offset);
    offset += p.duration * UNIT_MINUTES;
  }
  const verdict = (start: number): BookingVerdict => {
    if (rules.length === 0) return 'invalid';
    let worst: BookingVerdict = 'ok';
    for (const [i, rule] of rules.entries()) {
      const v = rule.verdict(start + (offsets[i] ?? 0));
      if (v === 'invalid') return 'invalid';
      if (v === 'taken') worst = 'taken';
    }
    return worst;
  };
  return { candidates: rules[0]?.candidates ?? [], verdict, offsets };
}

/** The starts a visit may have now, as 'HH:MM': what `obtener-horarios-visita` lists. */
export function visitStarts(parts: readonly VisitPart[]): string[] {
  const rule = visitRule(parts);
  return rule.candidates.filter((s) => rule.verdict(s) === 'ok').map(minutesToTime);
}
