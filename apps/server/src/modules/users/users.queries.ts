/**
 * The users table's queries live in `auth/users.queries.ts` (the identity auth is built on).
 * Kept only for the appointments files not moved yet; import `auth/users.queries` instead.
 */
export * from '../../auth/users.queries';
