import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { appointments, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { selectTurnos } from './appointments.queries';

export type Scope = number[] | 'all';

const ACCENTED = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun';

/** Lower-case and without accents, the same on PGlite and PostgreSQL (no extension needed). */
const folded = (expr: SQL) => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
export const foldText = (s: string) =>
  [...s]
    .map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c)
    .join('')
    .toLowerCase();

function scoped(scope: Scope, ...conditions: (SQL | undefined)[]) {
  const all = [...conditions];
  if (scope !== 'all')
    all.push(inArray(appointments.professionalBranchId, scope.length ? scope : [-1]));
  return and(...all);
}

/** Appointments of a date range (busy blocks included: staff see their whole agenda). */
export function turnosBetween(db: Db, scope: Scope, from: string, to: string) {
  return selectTurnos(db)
    .where(scoped(scope, gte(appointments.fecha, from), lte(appointments.fecha, to)))
    .orderBy(appointments.fecha, appointments.horaInicio, appointments.id)
    .limit(5000);
}

/** By client name: a substring, accent- and case-insensitive; newest first. */
export function turnosByClientName(db: Db, scope: Scope, name: string) {
  const pattern = `%${foldText(name).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectTurnos(db)
    .where(scoped(scope, sql`${folded(sql`${users.name}`)} like ${pattern}`))
    .orderBy(desc(appointments.fecha), desc(appointments.horaInicio))
    .limit(2000);
}

export async function clientPhoneOfAppointment(db: Db, id: number) {
  const [row] = await db
    .select({
      phone: users.phone,
      professionalId: appointments.professionalId,
      clientId: appointments.clientId,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(eq(appointments.id, id));
  return row;
}
