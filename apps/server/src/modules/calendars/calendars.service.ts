import { createHash, randomBytes } from 'node:crypto';
import { addDays, studioNow } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment, assertOwnsProfessionalBranch } from '../../auth/policy';
import { notFound } from '../../http/app-error';
import {
  getFeedAppointments,
  getFeedOwner,
  getIcsAppointment,
  setCalendarTokenHash,
} from './calendars.queries';
import { buildCalendar, icsSite } from './ics';

/** Contract §6.4: the feed covers 30 days back to 180 ahead of the studio's today. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 180;

/** Only the SHA-256 of a calendar token is stored (ADR 0070). */
export const hashCalendarToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** One appointment's .ics (C own, P own, A), as a download: METHOD:PUBLISH. */
export async function appointmentIcs(deps: AppDeps, caller: AuthUser, id: number) {
  const found = await getIcsAppointment(deps.db, id);
  if (!found) throw notFound('El turno no existe.');
  actorOnAppointment(caller, found.owner);
  return buildCalendar([found.ics], {
    method: 'PUBLISH',
    site: icsSite(deps.config),
    now: deps.clock(),
  });
}

/**
 * The professional-branch's feed, for whoever holds its secret while the professional keeps their
 * access (ADR 0086); any other token, or one whose access is lost for now or for good: 404.
 */
export async function professionalFeed(deps: AppDeps, token: string) {
  const owner = await getFeedOwner(deps.db, hashCalendarToken(token));
  if (!owner) throw notFound('El calendario no existe.');
  const today = studioNow(deps.clock()).date;
  const list = await getFeedAppointments(
    deps.db,
    owner.id,
    addDays(today, -FEED_DAYS_BACK),
    addDays(today, FEED_DAYS_AHEAD),
  );
  return buildCalendar(list, {
    method: 'PUBLISH',
    site: icsSite(deps.config),
    now: deps.clock(),
    name: `Turnos - ${owner.name} (${owner.branchName})`,
    forProfessional: true,
  });
}

/** A new secret for the row's feed (P own, A); the old one stops working at once. */
export async function regenerateCalendarToken(
  deps: AppDeps,
  caller: AuthUser,
  professionalBranchId: number,
) {
  await assertOwnsProfessionalBranch(deps.db, caller, professionalBranchId);
  const token = randomBytes(32).toString('base64url');
  await setCalendarTokenHash(deps.db, professionalBranchId, hashCalendarToken(token));
  return token;
}
