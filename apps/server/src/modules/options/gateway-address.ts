import { isIP, isIPv6 } from 'node:net';

/**
 * The WhatsApp gateway's address (options `turnos_wapp_ip_servidor` and `turnos_wapp_puerto`):
 * an IP or a host name, with `http://` or `https://` in front when wanted (none means http),
 * nothing else — no user, path, query, fragment or port in it (the port has its own option;
 * empty means the scheme's default). The API key goes to exactly this origin and nowhere else.
 */
export const ADDRESS_ERROR =
  'Debe ser una IP o un nombre de servidor, con http:// o https:// adelante si hace falta ' +
  '(por ejemplo https://wa.ejemplo.com o 10.0.0.5), sin usuario, ruta ni puerto.';
export const PORT_ERROR = 'Debe ser un puerto entre 1 y 65535.';

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.replace(/\.$/, '').split('.');
  // all-numeric names are IPv4 addresses or nothing (no '10.0.5' shorthand)
  if (labels.every((l) => /^\d+$/.test(l))) return false;
  return labels.every((l) => HOST_LABEL.test(l));
}

export interface GatewayHost {
  scheme: 'http' | 'https';
  /** as it goes in a URL (IPv6 in brackets) */
  host: string;
}

/** The address option read strictly, or undefined when it is not one. */
export function parseGatewayHost(value: string): GatewayHost | undefined {
  const m = /^(?:(https?):\/\/)?([^/]*)\/?$/i.exec(value);
  if (!m) return undefined;
  const scheme = (m[1]?.toLowerCase() ?? 'http') as GatewayHost['scheme'];
  const rest = m[2] ?? '';
  const bracketed = /^\[([^\]]+)\]$/.exec(rest)?.[1];
  if (bracketed !== undefined)
    return isIPv6(bracketed) ? { scheme, host: `[${bracketed}]` } : undefined;
  if (isIPv6(rest)) return { scheme, host: `[${rest}]` };
  if (isIP(rest) === 4 || isHostName(rest)) return { scheme, host: rest.toLowerCase() };
  return undefined;
}

export const isValidPort = (v: string) =>
  /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535;

/**
 * The gateway's base URL: its origin, nothing after. A string is the Spanish reason it cannot be
 * built. The URL parser must read back exactly the host and port given (no `@`, `#` or `\`
 * trick can move the origin).
 */
export function gatewayBaseUrl(address: string, port: string): URL | string {
  const parsed = parseGatewayHost(address);
  if (!parsed) return ADDRESS_ERROR;
  if (port !== '' && !isValidPort(port)) return PORT_ERROR;
  let url: URL;
  try {
    url = new URL(`${parsed.scheme}://${parsed.host}${port ? `:${Number(port)}` : ''}/`);
  } catch {
    return ADDRESS_ERROR; // e.g. a name whose last label is a number ('wa.123')
  }
  const defaultPort = parsed.scheme === 'https' ? '443' : '80';
  const expectedPort =
    port === '' || String(Number(port)) === defaultPort ? '' : String(Number(port));
  if (url.hostname !== parsed.host || url.port !== expectedPort || url.username || url.password) {
    return ADDRESS_ERROR;
  }
  return url;
}

/** The Spanish reason an address option cannot be saved, or null ('' means none). */
export const gatewayAddressError = (value: string): string | null =>
  value === '' || typeof gatewayBaseUrl(value, '') !== 'string' ? null : ADDRESS_ERROR;

/** A gateway path under the base, refused if it would leave the base's origin. */
export function gatewayUrl(base: URL, path: string): URL {
  const url = new URL(path, base);
  if (url.origin !== base.origin) throw new Error(`gateway path leaves its origin: ${path}`);
  return url;
}
