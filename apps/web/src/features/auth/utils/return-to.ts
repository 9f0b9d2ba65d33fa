/**
 * Where to go back after logging in (ADR 0075): only a path of this app. The router's `from` is
 * written by the route guard, but anything that reaches the login page's state is read as hostile
 * input: an absolute URL, a protocol-relative one ('//evil', '/\evil'), a scheme ('javascript:'),
 * blanks or control characters that the URL parser drops ('/\t/evil' is '//evil' to it) and
 * anything that resolves off this origin give null, and the caller uses the landing page.
 */
const MAX_LENGTH = 2000;
// C0 controls, space, DEL, and the backslash the URL parser reads as '/'
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

export function safeReturnTo(from: unknown, origin = window.location.origin): string | null {
  if (typeof from !== 'string' || from.length > MAX_LENGTH) return null;
  if (!from.startsWith('/') || from.startsWith('//') || UNSAFE.test(from)) return null;
  // a path against a valid origin always parses
  const url = new URL(from, origin);
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // back to the login page itself would be a loop
  return path === '/login' || path.startsWith('/login?') ? null : path;
}
