import { and, desc, eq, ne } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { appointments, clientNotes } from '../../db/schema';
import type { Db } from '../../db/types';
import { getUserById } from '../../auth/users.queries';
import { selectTurnos } from '../appointments';

/**
 * A client's file in one round: the person, the staff note and their appointments newest first
 * (only those in `professionalId`'s agenda when given).
 */
export async function readClientFile(db: Db, clientId: number, professionalId?: number) {
  const [user, notes, turnos] = await Promise.all([
    getUserById(db, clientId),
    db
      .select({ nota: clientNotes.note })
      .from(clientNotes)
      .where(eq(clientNotes.clientId, clientId)),
    selectTurnos(db)
      .where(
        and(
          eq(appointments.clientId, clientId),
          ne(appointments.serviceId, BUSY_SERVICE_ID),
          ...(professionalId === undefined
            ? []
            : [eq(appointments.professionalId, professionalId)]),
        ),
      )
      .orderBy(desc(appointments.fecha), desc(appointments.horaInicio), desc(appointments.id)),
  ]);
  return { user, nota: notes[0]?.nota ?? '', turnos };
}

/** Writes (or replaces) the staff note about a client. */
export async function saveClientNote(
  db: Db,
  clientId: number,
  nota: string,
  updatedBy: number,
  updatedAt: Date,
) {
  await db
    .insert(clientNotes)
    .values({ clientId, note: nota, updatedBy, updatedAt })
    .onConflictDoUpdate({
      target: clientNotes.clientId,
      set: { note: nota, updatedBy, updatedAt },
    });
}
