import { and, asc, eq, ne, or } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { appointments, professionalServices, services } from '../../db/schema';
import type { Db } from '../../db/types';

export type ProfessionalServiceRow = typeof professionalServices.$inferSelect;

/** The services linked to a professional-branch row (never service 1); optionally active only. */
export function listLinkedServices(db: Db, professionalBranchId: number, onlyActive: boolean) {
  const conditions = [
    eq(professionalServices.professionalBranchId, professionalBranchId),
    ne(services.id, BUSY_SERVICE_ID),
  ];
  if (onlyActive) conditions.push(eq(professionalServices.active, true));
  return db
    .select({
      id: professionalServices.id,
      active: professionalServices.active,
      service: services,
    })
    .from(professionalServices)
    .innerJoin(services, eq(services.id, professionalServices.serviceId))
    .where(and(...conditions))
    .orderBy(asc(services.name), asc(professionalServices.id));
}

export async function getLink(db: Db, id: number): Promise<ProfessionalServiceRow | undefined> {
  const [row] = await db.select().from(professionalServices).where(eq(professionalServices.id, id));
  return row;
}

export async function insertLink(db: Db, professionalBranchId: number, serviceId: number) {
  const [row] = await db
    .insert(professionalServices)
    .values({ professionalBranchId, serviceId })
    .returning();
  if (!row) throw new Error('insert professional_services returned nothing');
  return row;
}

export async function setLinkActive(db: Db, id: number, activo: boolean) {
  await db
    .update(professionalServices)
    .set({ active: activo })
    .where(eq(professionalServices.id, id));
}

/**
 * Seed §4: unlinking deletes every appointment of that service with that professional at that
 * branch (their units go by cascade), then the link itself.
 */
export async function deleteLinkAndAppointments(db: Db, link: ProfessionalServiceRow) {
  await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.professionalBranchId, link.professionalBranchId),
        or(
          eq(appointments.professionalServiceId, link.id),
          eq(appointments.serviceId, link.serviceId),
        ),
      ),
    );
  await db.delete(professionalServices).where(eq(professionalServices.id, link.id));
}
