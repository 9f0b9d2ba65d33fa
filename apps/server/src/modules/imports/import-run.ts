import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** A line that was not imported (contract §7.8): its number in the file and why. */
export interface LineError {
  linea: number;
  mensaje: string;
}

/** How many lines are looked up and written together: one statement per kind of write. */
export const BATCH_ROWS = 500;

export const EXTRA_CELLS =
  'La línea tiene más datos que columnas el encabezado: si un dato lleva el separador (; o ,), tiene que ir entre comillas.';

/** Two imports never run at once: the second waits for the first (any database, any process). */
const IMPORT_LOCK = 7_340_034;

class Simulated<T> extends Error {
  constructor(readonly result: T) {
    super('simulated import: rolled back');
  }
}

/**
 * Runs an import in one transaction, one import at a time. `simulate`: the very same work, then
 * rolled back — so a `simular` answer is the real run's by construction, and nothing is written.
 */
export async function withinImport<T>(
  db: Db,
  simulate: boolean,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const result = await work(tx);
      if (simulate) throw new Simulated(result);
      return result;
    });
  } catch (err) {
    if (err instanceof Simulated) return err.result as T;
    throw err;
  }
}
