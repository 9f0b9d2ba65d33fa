import { eq, sql } from 'drizzle-orm';
import { clientNotes, users } from '../../db/schema';
import type { Db } from '../../db/types';

/** A person an import line may be: found by e-mail or by phone. */
export interface KnownPerson {
  id: number;
  email: string;
  phone: string;
  roles: string[];
  blocked: boolean;
  /** the staff note about them ('' when none) */
  note: string;
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Everyone with one of these e-mails or phones (stored forms), with their staff note. */
export async function findPeople(
  db: Db,
  emails: readonly string[],
  phones: readonly string[],
): Promise<KnownPerson[]> {
  if (emails.length === 0 && phones.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      roles: users.roles,
      blocked: users.blocked,
      note: sql<string>`coalesce(${clientNotes.note}, '')`,
    })
    .from(users)
    .leftJoin(clientNotes, eq(clientNotes.clientId, users.id))
    .where(
      sql`${users.email} = any(${textArray(emails)}) or (${users.phone} <> '' and ${users.phone} = any(${textArray(phones)}))`,
    );
}

export interface NewClient {
  email: string;
  name: string;
  phone: string;
}

/**
 * New clients, validated, with no password anyone could type (an empty hash never verifies:
 * they set one through "¿Olvidaste tu contraseña?"). Answers the ids by e-mail; an e-mail that
 * someone else took meanwhile is left out of the answer.
 */
export async function insertClients(db: Db, rows: readonly NewClient[]) {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values(
      rows.map((r) => ({
        email: r.email,
        passwordHash: '',
        displayName: r.name,
        name: r.name,
        phone: r.phone,
        roles: ['cliente'],
        validated: true,
        blocked: false,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
}

/** Gives these clients a phone where they have none (never replaces one). */
export async function fillPhones(db: Db, rows: readonly { id: number; phone: string }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`update ${users} set phone = v.phone
    from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${textArray(rows.map((r) => r.phone))})
      as v(id, phone)
    where ${users.id} = v.id and ${users.phone} = ''`);
}

/** Writes staff notes where a client has none (never replaces one). */
export async function fillNotes(
  db: Db,
  rows: readonly { clientId: number; note: string }[],
  updatedBy: number,
  updatedAt: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(clientNotes)
    .values(rows.map((r) => ({ clientId: r.clientId, note: r.note, updatedBy, updatedAt })))
    .onConflictDoUpdate({
      target: clientNotes.clientId,
      set: { note: sql`excluded.note`, updatedBy, updatedAt },
      where: sql`${clientNotes.note} = ''`,
    });
}
