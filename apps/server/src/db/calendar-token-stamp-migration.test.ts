import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  freshDatabase,
  migrationsBefore,
  migrationsFolder,
} from '../../test/support/migration-kit';

/**
 * Migration 0013 (ADR 0086) stamps the calendar tokens made before it with their professional's
 * password: exactly when nobody can have changed that password since the token was made (the
 * person's `tokens_valid_after` is still 0: no password change, no block, ever). Any other
 * existing token is dropped, since it may predate the last password change. Rows without a token
 * stay without one. PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0013_calendar_token_password_stamp';
let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(TAG);
});
afterAll(() => before.remove());

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** A professional-branch row written before 0013. */
const row = fc.record({
  hasToken: fc.boolean(),
  tokensValidAfter: fc.constantFrom(0, 0, 1_795_000_000),
  password: fc.constantFrom('$argon2id$v=19$m=19456,t=2,p=1$a$b', 'x', 'contraseña-ñ'),
});

describe('migration 0013: professional_branches.calendar_token_password_stamp', () => {
  it('keeps and stamps a token iff its professional never changed password or was blocked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 12 }), async (list) => {
        const db = await freshDatabase();
        try {
          await db.migrate(before.folder);
          const [branch] = await db.query<{ id: number }>(
            `insert into branches (nombre, direccion) values ('Centro', 'Calle 1') returning id`,
          );
          const ids: number[] = [];
          for (const [i, r] of list.entries()) {
            const [user] = await db.query<{ id: number }>(
              `insert into users (email, password_hash, display_name, nombre, roles,
                 tokens_valid_after)
               values ($1, $2, 'Pro', 'Pro', '{peluquero}', $3) returning id`,
              [`pro${i}@example.com`, r.password, r.tokensValidAfter],
            );
            const [pb] = await db.query<{ id: number }>(
              `insert into professional_branches (professional_id, branch_id, calendar_token_hash)
               values ($1, $2, $3) returning id`,
              [user?.id, branch?.id, r.hasToken ? sha256(`token-${i}`) : null],
            );
            if (!pb) throw new Error('no row');
            ids.push(pb.id);
          }
          await db.migrate(migrationsFolder);
          const after = await db.query<{ id: number; hash: string | null; stamp: string | null }>(
            `select id, calendar_token_hash as hash, calendar_token_password_stamp as stamp
             from professional_branches order by id`,
          );
          expect(after.map((a) => a.id)).toEqual(ids);
          for (const [i, r] of list.entries()) {
            const kept = r.hasToken && r.tokensValidAfter === 0;
            expect(after[i]).toEqual({
              id: ids[i],
              hash: kept ? sha256(`token-${i}`) : null,
              stamp: kept ? sha256(r.password) : null,
            });
          }
        } finally {
          await db.close();
        }
      }),
      { numRuns: 3 },
    );
    // each run starts a database and migrates it twice (PGlite: seconds each)
  }, 120_000);
});
