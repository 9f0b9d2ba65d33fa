import { eq } from 'drizzle-orm';
import { ErrorCode } from '@turnos/domain';
import { AppError } from '../http/app-error';
import { tokenRevocations } from '../db/schema';
import { hotStatement } from '../db/hot-statement';
import type { Db } from '../db/types';
import { generationOf, sessionOf, type JwtService, type TokenClaims } from './jwt';
import { toAuthUser, type AuthUser } from './auth-user';

export interface AuthenticateOptions {
  /** auth/refresh: an expired token within the refresh window is accepted */
  allowExpired?: boolean;
  /** auth/validate, refresh, revoke and the resend link work before validation */
  allowUnvalidated?: boolean;
  /** auth/validate shows a blocked user their state instead of 1007 */
  allowBlocked?: boolean;
}

/** The caller's columns and whether the token's session was revoked, as `CALLER_COLUMNS` reads them. */
export interface CallerRecord {
  id: number;
  email: string;
  name: string;
  display_name: string;
  roles: string[];
  validated: boolean;
  blocked: boolean;
  tokens_valid_after: number;
  token_generation: number;
  revoked: boolean;
}

/**
 * The caller's row `u` and whether a session `$session` was revoked: what authentication reads,
 * written once for the caller's own statement and for a statement that reads the caller with
 * something else (the client's booking, ADR 0106).
 */
export const callerColumns = (session: string) => `u.id, u.email, u.name, u.display_name, u.roles,
  u.validated, u.blocked, u.tokens_valid_after, u.token_generation,
  exists(select 1 from token_revocations r where r.session_id = ${session}) as revoked`;

/**
 * The caller and whether the token was revoked, in one statement that every authenticated
 * request runs (a hot statement, ADR 0065).
 */
const callerOf = hotStatement<CallerRecord>(
  'turnos_caller',
  `select ${callerColumns('$2')}
from users u where u.id = $1`,
);

/** Token → user, or the contract's error: 14/12/13/0 bad token, 55 revoked, 1007, 1008. */
export async function authenticate(
  db: Db,
  jwt: JwtService,
  token: string,
  options: AuthenticateOptions = {},
): Promise<AuthUser> {
  const claims = await verifyToken(jwt, token, options);
  // by the token's session (ADR 0085), never by how the token was spelled; one round trip for
  // the user and the revocation, a second only when the user is gone (to tell 55 from 14)
  return callerFrom(db, token, claims, await callerRecord(db, claims), options);
}

/** The caller's row and the revocation of its session, for a verified token (none: no user). */
export async function callerRecord(db: Db, claims: TokenClaims) {
  const [row] = await callerOf(db, [claims.id, sessionOf(claims)]);
  return row;
}

/** The token's claims, or the contract's token error (14/12/13/0); no database. */
export function verifyToken(jwt: JwtService, token: string, options: AuthenticateOptions = {}) {
  return jwt.verify(token, { allowExpiredWithinRefreshWindow: options.allowExpired });
}

/**
 * The caller from the row read for a verified token's user and session (`callerColumns`; none
 * when the user is gone), or the contract's error, in this order: 55 revoked (a second read
 * when the user is gone, to tell 55 from 14), 14, 1007, 55 (an ended access), 1008.
 */
export async function callerFrom(
  db: Db,
  token: string,
  claims: TokenClaims,
  row: CallerRecord | undefined,
  options: AuthenticateOptions = {},
): Promise<AuthUser> {
  if (row?.revoked || (!row && (await isRevoked(db, sessionOf(claims))))) {
    throw new AppError(ErrorCode.tokenRevoked);
  }
  if (!row) throw new AppError(ErrorCode.tokenGeneric);
  // a blocked account says so (1007) before its ended sessions say 55
  if (row.blocked && !options.allowBlocked) throw new AppError(ErrorCode.blocked);
  if (!issuedUnderCurrentAccess(claims, row)) throw new AppError(ErrorCode.tokenRevoked);
  if (!row.validated && !options.allowUnvalidated) throw new AppError(ErrorCode.notValidated);
  return toAuthUser({ ...row, id: Number(row.id), displayName: row.display_name }, token, claims);
}

/**
 * Issued since the user's last password change or block: the token carries the generation it was
 * issued under and no change has moved the user's on since — an order, not a time, so a change in
 * the same second or millisecond as a login still cuts it (ADR 0085). A token issued before
 * generations (no `gen`: 0) is also held to `tokens_valid_after` as before.
 */
function issuedUnderCurrentAccess(
  claims: { gen?: number; iat: number },
  row: { token_generation: number; tokens_valid_after: number },
) {
  return (
    generationOf(claims) === Number(row.token_generation) &&
    claims.iat >= Number(row.tokens_valid_after)
  );
}

async function isRevoked(db: Db, session: string) {
  const [row] = await db
    .select({ sessionId: tokenRevocations.sessionId })
    .from(tokenRevocations)
    .where(eq(tokenRevocations.sessionId, session));
  return row !== undefined;
}
