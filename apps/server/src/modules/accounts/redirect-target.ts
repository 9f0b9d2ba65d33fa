import { invalid } from '../../http/app-error';

export const FOREIGN_REDIRECT = 'La dirección de destino no pertenece a este sitio.';

// RFC 3986 characters of a path segment, a query and a fragment; escapes (%XX) are checked apart
const PCHAR = String.raw`[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2}`;
const PATH = new RegExp(String.raw`^(?:/(?:${PCHAR})+)*/?$`);
const QUERY = new RegExp(String.raw`^(?:${PCHAR}|[/?])*$`);
const isControl = (s: string) =>
  [...s].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `autologin`'s `redirectUrl` as the path (and query) to send the browser to, or 1003: only a
 * path of this site, spelled plainly — one leading `/`, no empty, `.` or `..` segment, no
 * backslash, whitespace, control or non-ASCII character, no escaped `/`, `\` or control in the
 * path. Anything a browser could read as another host (`//x`, `/\x`, `/.//x`, `http://x`,
 * `javascript:`, tabs inside `/\t/x`) is refused rather than repaired. The fragment, if any, is
 * dropped (the token goes there). Absent or empty: the home page.
 */
export function sameOriginTarget(raw: string | undefined, publicUrl: string): string {
  if (raw === undefined || raw === '') return '/';
  const hashAt = raw.indexOf('#');
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : raw.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  if (!path.startsWith('/') || !PATH.test(path) || !QUERY.test(query) || !QUERY.test(fragment)) {
    throw invalid(FOREIGN_REDIRECT);
  }
  for (const segment of path.split('/').slice(1)) {
    const decoded = decodedSegment(segment);
    if (
      decoded === null ||
      decoded === '.' ||
      decoded === '..' ||
      decoded.includes('/') ||
      decoded.includes('\\') ||
      isControl(decoded)
    ) {
      throw invalid(FOREIGN_REDIRECT);
    }
  }
  // belt and braces: what a browser resolves it to stays on this site, as a path of it
  const base = new URL(publicUrl);
  const target = queryAt === -1 ? path : `${path}?${query}`;
  const resolved = new URL(target, base);
  if (resolved.origin !== base.origin || resolved.pathname !== path) {
    throw invalid(FOREIGN_REDIRECT);
  }
  return target;
}
