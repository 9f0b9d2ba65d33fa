import { randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@turnos/domain';
import { AppError } from '../http/app-error';
import { appSecrets } from '../db/schema';
import type { Db } from '../db/types';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_WINDOW_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims extends JWTPayload {
  id: number;
  email: string;
  iat: number;
  exp: number;
  /** random, unique per token (ADR 0005) */
  jti: string;
  /** PUBLIC_URL: `verify` refuses any other issuer */
  iss: string;
  /**
   * The session: the jti of the login's token, inherited by every refresh; what a revoke ends
   * (ADR 0085). Absent in tokens issued before: their own jti is their session (`sessionOf`).
   */
  sid?: string;
  /**
   * The user's token generation when the chain was issued (`users.token_generation`, moved by
   * every password change and block): the token works only while it is still the user's.
   * Absent in tokens issued before: generation 0, and their `iat` is checked (ADR 0085).
   */
  gen?: number;
}

/** Who a token is for, as a login signs it: the user's row (or its id and e-mail alone). */
export interface TokenSubject {
  id: number;
  email: string;
  /** the user's generation now; 0 when not given */
  tokenGeneration?: number;
  /** epoch seconds the token's `iat` is never earlier than (`users.tokens_valid_after`) */
  tokensValidAfter?: number;
}

/** The session a token belongs to: its `sid`, or for a token issued before sessions, its jti. */
export const sessionOf = (claims: Pick<TokenClaims, 'sid' | 'jti'>) => claims.sid ?? claims.jti;

/** The generation a token was issued under (0 for one issued before generations). */
export const generationOf = (claims: Pick<TokenClaims, 'gen'>) => claims.gen ?? 0;

export interface JwtService {
  /**
   * A new session's first token (a login), or with `continues` the next token of that token's
   * session (a refresh): same session, same generation, `iat` never earlier.
   */
  sign(user: TokenSubject, continues?: TokenClaims): Promise<string>;
  /** Verifies signature, algorithm, issuer and expiry; throws the contract's token errors. */
  verify(
    token: string,
    options?: { allowExpiredWithinRefreshWindow?: boolean },
  ): Promise<TokenClaims>;
}

/** 16 random bytes: two tokens of one user issued in the same second still differ. */
const newTokenId = () => randomBytes(16).toString('base64url');

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A jti or sid: what `token_revocations.session_id` (64 characters) can hold. */
const isIdentity = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isGeneration = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * Each of the three parts is spelled the one way our encoder writes its bytes: base64url
 * without padding, no whitespace, no other alphabet, the unused trailing bits zero. The
 * decoder the JWT library uses is lenient (padding, whitespace, trailing bits), so without
 * this one token has many spellings.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every(
      (part) =>
        BASE64URL.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part,
    )
  );
}

/** The HS256 key: JWT_SECRET, or one generated once and kept in the database for every process. */
export async function loadJwtSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_secret'));
  if (!row) throw new Error('No se pudo leer la clave de sesión.');
  return row.value;
}

function tokenError(err: unknown, expiredCode: number): AppError {
  if (err instanceof errors.JWTExpired)
    return new AppError(expiredCode as typeof ErrorCode.tokenExpired);
  if (err instanceof errors.JOSEAlgNotAllowed) return new AppError(ErrorCode.tokenAlgorithm);
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return new AppError(ErrorCode.tokenInvalid);
  return new AppError(ErrorCode.tokenGeneric);
}

/**
 * The HMAC key imported once: given the raw bytes, the JWT library imports a new key on every
 * call (a measurable part of each authenticated request, docs/performance.md).
 */
function hmacKey(secret: string): () => Promise<webcrypto.CryptoKey> {
  let key: Promise<webcrypto.CryptoKey> | undefined;
  return () =>
    (key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
}

/** How many verified tokens `verify` remembers (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createJwtService(secret: string, issuer: string, clock: () => Date): JwtService {
  const keyOf = hmacKey(secret);
  /**
   * Tokens whose signature and claims were verified, by their exact text (the one canonical
   * spelling): the same text needs no second HMAC, the most expensive step of an authenticated
   * request (docs/performance.md). Expiry is checked again on every use; revocation and the
   * user's state are the database's, checked on every request anyway. Oldest first out.
   */
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, claims);
  };
  return {
    async sign(user, continues) {
      const notBefore = continues ? continues.iat : (user.tokensValidAfter ?? 0);
      const iat = Math.max(Math.floor(clock().getTime() / 1000), notBefore);
      const jti = newTokenId();
      const sid = continues ? sessionOf(continues) : jti;
      const gen = continues ? generationOf(continues) : (user.tokenGeneration ?? 0);
      return new SignJWT({ id: user.id, email: user.email, sid, gen })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .setIssuer(issuer)
        .sign(await keyOf());
    },
    async verify(token, options = {}) {
      const refresh = options.allowExpiredWithinRefreshWindow === true;
      const now = clock().getTime();
      // a second spelling of the same bytes is not the same token: refused as malformed (0)
      if (!isCanonicalCompactJws(token)) throw new AppError(ErrorCode.tokenGeneric);
      const known = refresh ? undefined : verified.get(token);
      if (known && known.exp * 1000 > now) return { ...known };
      try {
        const { payload } = await jwtVerify(token, await keyOf(), {
          algorithms: ['HS256'],
          issuer,
          currentDate: new Date(refresh ? now - REFRESH_WINDOW_SECONDS * 1000 : now),
          requiredClaims: ['iat', 'exp', 'jti'],
        });
        if (
          typeof payload.id !== 'number' ||
          typeof payload.email !== 'string' ||
          typeof payload.jti !== 'string' ||
          payload.jti.length === 0 ||
          payload.jti.length > 64 ||
          !(payload.sid === undefined || isIdentity(payload.sid)) ||
          !(payload.gen === undefined || isGeneration(payload.gen))
        ) {
          throw new AppError(ErrorCode.tokenGeneric);
        }
        const claims = payload as TokenClaims;
        if (!refresh) remember(token, { ...claims });
        return claims;
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw tokenError(err, refresh ? ErrorCode.refreshWindow : ErrorCode.tokenExpired);
      }
    },
  };
}
