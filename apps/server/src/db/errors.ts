/** SQLSTATE of a driver error; drizzle wraps it, so look at `cause` too. */
function sqlState(err: unknown): { code?: unknown; constraint?: unknown } {
  if (typeof err !== 'object' || err === null) return {};
  const e = err as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (e.code !== undefined) return e;
  const cause = e.cause;
  return typeof cause === 'object' && cause !== null ? cause : {};
}

/** 23505: a unique index refused the row (optionally: this constraint). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const s = sqlState(err);
  if (s.code !== '23505') return false;
  return constraint === undefined || s.constraint === undefined || s.constraint === constraint;
}

/** Runs `fn`; a unique violation becomes `onDuplicate()` (a 1003 with the right message). */
export async function mapUniqueViolation<T>(
  fn: () => Promise<T>,
  onDuplicate: () => Error,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw onDuplicate();
    throw err;
  }
}
