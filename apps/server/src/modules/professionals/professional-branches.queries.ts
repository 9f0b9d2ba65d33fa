import { and, asc, eq } from 'drizzle-orm';
import { branches, professionalBranches, users, workingDays } from '../../db/schema';
import type { Db } from '../../db/types';

export type ProfessionalBranchRow = typeof professionalBranches.$inferSelect;

export async function getProfessionalBranch(
  db: Db,
  id: number,
): Promise<ProfessionalBranchRow | undefined> {
  const [row] = await db.select().from(professionalBranches).where(eq(professionalBranches.id, id));
  return row;
}

export async function findLink(db: Db, professionalId: number, branchId: number) {
  const [row] = await db
    .select()
    .from(professionalBranches)
    .where(
      and(
        eq(professionalBranches.professionalId, professionalId),
        eq(professionalBranches.branchId, branchId),
      ),
    );
  return row;
}

/** A new professional-branch row: active, 30-minute appointments on a 15-minute grid, no deposit. */
export async function insertProfessionalBranch(
  db: Db,
  values: { professionalId: number; branchId: number; jobTitle: string },
): Promise<ProfessionalBranchRow> {
  const [row] = await db.insert(professionalBranches).values(values).returning();
  if (!row) throw new Error('insert professional_branches returned nothing');
  return row;
}

/** Seven inactive weekdays (0 = Monday … 6 = Sunday), all times 00:00. */
export async function insertDefaultWorkingDays(db: Db, professionalBranchId: number) {
  await db
    .insert(workingDays)
    .values(Array.from({ length: 7 }, (_, diaSemana) => ({ professionalBranchId, diaSemana })))
    .onConflictDoNothing();
}

export async function updateProfessionalBranch(
  db: Db,
  id: number,
  values: Partial<typeof professionalBranches.$inferInsert>,
) {
  await db.update(professionalBranches).set(values).where(eq(professionalBranches.id, id));
}

/** Deletes the link; FK cascades remove its services, days, appointments and their units. */
export async function deleteProfessionalBranch(db: Db, id: number) {
  await db.delete(professionalBranches).where(eq(professionalBranches.id, id));
}

const staffColumns = {
  professionalId: users.id,
  professionalBranchId: professionalBranches.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  roles: users.roles,
  branchId: branches.id,
  branchName: branches.name,
  jobTitle: professionalBranches.jobTitle,
  active: professionalBranches.active,
};

function staffQuery(db: Db) {
  return db
    .select(staffColumns)
    .from(professionalBranches)
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .innerJoin(branches, eq(branches.id, professionalBranches.branchId));
}

export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export function listStaff(db: Db) {
  return staffQuery(db).orderBy(asc(users.name), asc(branches.name), asc(professionalBranches.id));
}

export function listActiveStaffOfBranch(db: Db, branchId: number) {
  return staffQuery(db)
    .where(and(eq(professionalBranches.branchId, branchId), eq(professionalBranches.active, true)))
    .orderBy(asc(users.name), asc(professionalBranches.id));
}

export function listStaffOfProfessional(db: Db, professionalId: number) {
  return staffQuery(db)
    .where(eq(professionalBranches.professionalId, professionalId))
    .orderBy(asc(branches.name), asc(professionalBranches.id));
}

export async function getStaff(
  db: Db,
  professionalBranchId: number,
): Promise<StaffRow | undefined> {
  const [row] = await staffQuery(db).where(eq(professionalBranches.id, professionalBranchId));
  return row;
}
