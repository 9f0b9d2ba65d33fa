import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { ok } from '../../http/route';
import { bookingRows, type BookingRef } from './booking-ref.queries';

/**
 * A rescheduling hint (`id_turno`: one appointment, `id_visita`: a visit's): what it names counts
 * as free only for someone who may act on every one of its appointments; for anyone else, or
 * when it names nothing, it is ignored.
 */
async function honouredHint(
  deps: AppDeps,
  user: AuthUser | null,
  hint: BookingRef | undefined,
): Promise<BookingRef | undefined> {
  if (!user || hint === undefined) return undefined;
  const rows = await bookingRows(deps.db, hint);
  if (rows.length === 0) return undefined;
  try {
    for (const a of rows) actorOnAppointment(user, a);
    return hint;
  } catch {
    return undefined;
  }
}

/**
 * An availability route's answer (contract §6.1 `obtener-horarios-disponibles`, §6.2
 * `obtener-horarios-visita`): the starts `starts` finds free, the rescheduling hint honoured or
 * ignored as above.
 */
export async function availabilityAnswer(
  { user, deps }: { user: AuthUser | null; deps: AppDeps },
  hint: BookingRef | undefined,
  starts: (except: BookingRef | undefined, now: Date) => Promise<string[]>,
) {
  const except = await honouredHint(deps, user, hint);
  return ok({ horarios: await starts(except, deps.clock()) });
}
