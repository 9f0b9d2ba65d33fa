import { sql } from 'drizzle-orm';
import { agendaGeneration, appointmentUnits } from '../../db/schema';
import type { Db } from '../../db/types';
import { StatementBatcher } from '../../db/statement-batcher';
import { perDatabase } from '../../db/per-database';

export interface TakenUnitsKey {
  professionalId: number;
  fecha: string;
  /** rescheduling: this appointment's own units are left out */
  exceptAppointmentId?: number;
}

export interface TakenUnits {
  /** the agenda-configuration generation this answer is consistent with (ADR 0021) */
  generation: string;
  taken: Set<number>;
}

/**
 * For each (person, date, appointment left out — 0 for none; ids start at 1) its taken units,
 * and once for all of them, in the same statement, the configuration generation.
 */
function buildTakenUnitsStatement(db: Db) {
  return db
    .select({
      generation: sql<string>`(select ${agendaGeneration.generation}::text from ${agendaGeneration}
        where ${agendaGeneration.id} = 1)`,
      taken: sql<
        number[] | null
      >`(select array_agg(${appointmentUnits.unit}) from ${appointmentUnits}
        where ${appointmentUnits.professionalId} = k.professional_id
        and ${appointmentUnits.fecha} = k.fecha
        and ${appointmentUnits.appointmentId} <> k.except_id)`,
    })
    .from(
      sql`unnest(${sql.placeholder('professionalIds')}::int[], ${sql.placeholder('fechas')}::date[],
        ${sql.placeholder('exceptIds')}::int[]) with ordinality as k(professional_id, fecha, except_id, n)`,
    )
    .orderBy(sql`k.n`)
    .prepare('agenda_taken_units');
}

type TakenUnitsStatement = ReturnType<typeof buildTakenUnitsStatement>;

async function readTakenUnits(
  statement: TakenUnitsStatement,
  keys: readonly TakenUnitsKey[],
): Promise<TakenUnits[]> {
  const rows = await statement.execute({
    professionalIds: keys.map((k) => k.professionalId),
    fechas: keys.map((k) => k.fecha),
    exceptIds: keys.map((k) => k.exceptAppointmentId ?? 0),
  });
  return rows.map((row) => ({
    generation: row.generation,
    taken: new Set((row.taken ?? []).map(Number)),
  }));
}

/**
 * At most this many taken-units statements run at once per database handle; requests beyond
 * that wait for the next one and share it. Below the connection pool's size (8 by default), so
 * bookings and the rest always find a connection.
 */
const MAX_IN_FLIGHT = 4;
const MAX_BATCH = 64;

const batcherFor = perDatabase((db) => {
  const statement = buildTakenUnitsStatement(db);
  return new StatementBatcher<TakenUnitsKey, TakenUnits>({
    run: (keys) => readTakenUnits(statement, keys),
    maxInFlight: MAX_IN_FLIGHT,
    maxBatch: MAX_BATCH,
  });
});

/**
 * A person's taken units that day, read fresh, with the generation read in the same statement.
 * The hottest query of all: a named prepared statement (planned once per connection), shared by
 * concurrent requests under load (`StatementBatcher`).
 */
export function getTakenUnits(db: Db, key: TakenUnitsKey): Promise<TakenUnits> {
  return batcherFor(db).load(key);
}
