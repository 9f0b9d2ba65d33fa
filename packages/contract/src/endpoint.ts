import type { z } from 'zod';
import type { Access, Envelope, EndpointRoute } from './route';

export * from './route';

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
> extends EndpointRoute {
  roles: A;
  /** what the request's parameters must be (query, JSON or urlencoded body) */
  params: P;
  /** the `data` member of the success envelope, exactly as the server sends it (see Envelope) */
  data: D;
  readonly envelope?: V;
  /** the request carries a file, as multipart/form-data (its other parameters are `params`) */
  upload?: Upload;
  /** one line for the API docs */
  summary: string;
}

/**
 * Keeps the literal role list, the schemas' types and the route's literal name, method and
 * envelope: `defineEndpoint({ ...paths.getAllSucursales, roles, summary, params, data })`, the
 * route coming from `src/paths/*` (ADR 0094), which is how the web finds an entry's types from
 * the route it imports (`EndpointAt`).
 */
export function defineEndpoint<
  const R extends EndpointRoute,
  P extends z.ZodType,
  D extends z.ZodType,
  const A extends Access,
  const V extends Envelope = 'data',
>(endpoint: R & Endpoint<P, D, A, V>): Endpoint<P, D, A, V> & Pick<R, keyof EndpointRoute> {
  return endpoint;
}

/** What a caller sends (before the server's coercions). */
export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
/**
 * The `data` member of a 200 answer (the whole body for `envelope: 'plain'`; the media type for
 * 'bytes', the `Location` for 'redirect').
 */
export type DataOf<E extends Endpoint> = z.output<E['data']>;
