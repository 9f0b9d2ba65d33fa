/**
 * Which address a request comes from (ADR 0084): with `hops` reverse proxies in front, the one
 * that many hops from the right of `X-Forwarded-For` — every proxy appends the address it was
 * called from, so the right-most `hops` entries (and the socket) are written by our proxies and
 * everything further left by the client. Rate limits and logs read it as `request.ip`.
 *
 * Given to Fastify as its `trustProxy` function: it walks from the socket leftwards and stops at
 * the first hop not trusted. Hop 0 is the socket, hop i the i-th entry from the right; the first
 * `hops` are trusted, so `request.ip` is entry `hops` from the right. A header with fewer entries
 * gives its left-most one (the farthest address a proxy of ours saw), no header the socket's.
 * Fastify 5.12 takes a plain number as "trust nothing" (its fix for hop counts that a direct
 * client could fill), which would put every client behind the proxy's one address; hence a
 * function, whose answer `client-address.test.ts` checks against every header shape.
 */
export function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
