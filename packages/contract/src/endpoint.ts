import { z } from 'zod';
import type { Role } from '@turnos/domain';

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

/** A request that is `multipart/form-data` with one file (subir-logo). */
export interface Upload {
  /** the form field that holds the file */
  field: string;
  /** the file types the server takes (it checks the content, not the declared type) */
  mediaTypes: readonly string[];
}

/**
 * One endpoint of the wire contract: where it lives, who may call it, what it reads and what it
 * answers. The server registers its route from this; the web types its calls from it; the
 * OpenAPI document is generated from it.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  A extends Access = Access,
  V extends Envelope = Envelope,
> {
  namespace: Namespace;
  /** the wire name, e.g. 'get-all-sucursales' */
  name: string;
  method: Method | readonly Method[];
  roles: A;
  /** what the request's parameters must be (query, JSON or urlencoded body) */
  params: P;
  /** the `data` member of the success envelope, exactly as the server sends it (see Envelope) */
  data: D;
  envelope?: V;
  /** the request carries a file, as multipart/form-data (its other parameters are `params`) */
  upload?: Upload;
  /** one line for the API docs */
  summary: string;
}

/** Keeps the literal role list and the schemas' types. */
export function defineEndpoint<
  P extends z.ZodType,
  D extends z.ZodType,
  const A extends Access,
  const V extends Envelope = 'data',
>(endpoint: Endpoint<P, D, A, V>): Endpoint<P, D, A, V> {
  return endpoint;
}

/** The full path, e.g. '/wp-json/turnos/v1/get-all-sucursales'. */
export const endpointPath = (e: Pick<Endpoint, 'namespace' | 'name'>) =>
  `/wp-json/${e.namespace}/${e.name}`;

export const endpointMethods = (e: Pick<Endpoint, 'method'>): Method[] =>
  typeof e.method === 'string' ? [e.method] : [...e.method];

/** What a caller sends (before the server's coercions). */
export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
/**
 * The `data` member of a 200 answer (the whole body for `envelope: 'plain'`; the media type for
 * 'bytes', the `Location` for 'redirect').
 */
export type DataOf<E extends Endpoint> = z.output<E['data']>;
