import type { Db } from './types';

/**
 * A value built once per database handle, on first use: a prepared statement, a cache, a batcher.
 * Keyed weakly, so each test app (its own database) gets its own and a closed one is let go.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = build(db);
      values.set(db, value);
    }
    return value;
  };
}
