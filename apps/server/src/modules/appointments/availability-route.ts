import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import type { Db } from '../../db/types';
import { ok } from '../../http/route';
import { getAppointment } from './appointments.queries';
import { getVisitAppointments } from './visit.queries';

type Rows = (
  db: Db,
  id: number,
) => Promise<readonly { clientId: number; professionalId: number }[]>;

/** The appointments a rescheduling hint names: one appointment (`id_turno`) or a visit's (`id_visita`). */
export const hintedAppointments: { turno: Rows; visita: Rows } = {
  turno: async (db, id) => {
    const a = await getAppointment(db, id);
    return a ? [a] : [];
  },
  visita: getVisitAppointments,
};

/**
 * A rescheduling hint: what it names counts as free only for someone who may act on every one of
 * its appointments; for anyone else, or when it names nothing, it is ignored.
 */
async function honouredHint(
  deps: AppDeps,
  user: AuthUser | null,
  rowsOf: Rows,
  id: number | undefined,
): Promise<number | undefined> {
  if (!user || id === undefined) return undefined;
  const rows = await rowsOf(deps.db, id);
  if (rows.length === 0) return undefined;
  try {
    for (const a of rows) actorOnAppointment(user, a);
    return id;
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
  rowsOf: Rows,
  hintId: number | undefined,
  starts: (except: number | undefined, now: Date) => Promise<string[]>,
) {
  const except = await honouredHint(deps, user, rowsOf, hintId);
  return ok({ horarios: await starts(except, deps.clock()) });
}
