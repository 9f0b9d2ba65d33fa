import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The user-row values that end every token issued so far — a password change, a block — written
 * in the change's own UPDATE (ADR 0085). The generation moves on, so each of those tokens (and
 * any refresh of one, even one running right now) carries an older one: refused (55) from the
 * next request on, whatever the clock says, and an unblock does not bring it back. A token
 * issued after the change carries the new generation and works. `tokens_valid_after` (seconds,
 * the change + 1) still judges tokens issued before generations existed, and keeps its meaning
 * for any other reader: 0 = never a password change nor a block.
 */
export function cutEveryToken(now: Date) {
  return {
    tokenGeneration: sql`${users.tokenGeneration} + 1`,
    tokensValidAfter: Math.floor(now.getTime() / 1000) + 1,
  };
}
