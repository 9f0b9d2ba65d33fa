import type { Role } from '@turnos/domain';

/**
 * Where an endpoint lives and how it is called, without zod (ADR 0094): the constants of
 * `src/paths/*` are these, the zod entries are built from them, and the web imports them through
 * `@turnos/contract/paths` so that no schema reaches its bundle.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an endpoint (contract §4 roles): anyone, or a caller holding one of the roles. */
export type Access = 'public' | readonly Role[];

/** The two WordPress-style namespaces under `/wp-json` (contract §1). */
export const TURNOS_NS = 'turnos/v1';
export const JWT_LOGIN_NS = 'simple-jwt-login/v1';
export type Namespace = typeof TURNOS_NS | typeof JWT_LOGIN_NS;
/**
 * How a success is sent, and what `data` then describes:
 * - 'data' (the default): a 200 `{"success": true, "data": <data>}`;
 * - 'plain': a 200 whose whole JSON body is `data` (the Simple JWT Login shapes of contract §3);
 * - 'bytes': a 200 that is not JSON (the logo's image); `data` is its `Content-Type`;
 * - 'redirect': a 302 with no body (autologin); `data` is its `Location`.
 */
export type Envelope = 'data' | 'plain' | 'bytes' | 'redirect';

/** An endpoint's place on the wire: `/wp-json/<namespace>/<name>`, its methods, its envelope. */
export interface EndpointRoute {
  readonly namespace: Namespace;
  /** the wire name, e.g. 'get-all-sucursales' */
  readonly name: string;
  readonly method: Method | readonly Method[];
  /** absent: 'data' */
  readonly envelope?: Envelope;
}

/** The full path, e.g. '/wp-json/turnos/v1/get-all-sucursales'. */
export const endpointPath = (e: Pick<EndpointRoute, 'namespace' | 'name'>) =>
  `/wp-json/${e.namespace}/${e.name}`;

export const endpointMethods = (e: Pick<EndpointRoute, 'method'>): Method[] =>
  typeof e.method === 'string' ? [e.method] : [...e.method];
