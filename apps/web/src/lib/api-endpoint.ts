import type { DataOf, EndpointAt, EndpointRoute, Method, ParamsOf } from '@turnos/contract';

/**
 * An endpoint as the web calls it: its route from `@turnos/contract/paths` (plain constants the
 * contract's zod entries are built from), `apiCall(endpoints.getAllSucursales)`. Its parameter
 * and answer types are the entry's, found from the route (`EndpointAt`) and imported as types
 * only, so no zod schema lands in the bundle (ADR 0063, 0094). A route with several methods is
 * called with one of them: `{ ...endpoints.authValidate, method: 'GET' }`; one that answers a
 * redirect is no call of ours.
 */
export type ApiRoute = EndpointRoute & {
  readonly method: Method;
  /** 'plain': the whole 200 body is the answer (contract §3); 'bytes': a file (`apiDownload`) */
  readonly envelope?: 'data' | 'plain' | 'bytes';
};

/** The entry of a route, for its types. */
export type EntryOf<R extends ApiRoute> = EndpointAt<R>;
/** What a caller sends: the entry's params. */
export type RouteParams<R extends ApiRoute> = ParamsOf<EntryOf<R>>;
/** What a 200 answers: the entry's `data` (the whole body for a 'plain' entry). */
export type RouteData<R extends ApiRoute> = DataOf<EntryOf<R>>;

/** 'turnos/v1/get-all-sucursales': the path under the API base. */
export const routePath = (route: EndpointRoute) => `${route.namespace}/${route.name}`;

/**
 * The one place a JSON answer becomes a contract type (ADR 0063). What is checked here is the
 * envelope: `{"success": true, "data": …}`, or for a 'plain' entry a JSON object. What the
 * envelope holds is trusted to be the entry's `data`: the server's API tests check every answer
 * against that schema (ADR 0061), and validating it again here would put zod in every page.
 */
export function isEnvelopeOf<R extends ApiRoute>(
  _route: R,
  body: unknown,
): body is { success: true; data: RouteData<R> } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    'success' in body &&
    body.success === true &&
    'data' in body
  );
}

/** The same for a 'plain' entry: the body itself is the answer. */
export function isPlainAnswerOf<R extends ApiRoute>(
  _route: R,
  body: unknown,
): body is RouteData<R> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
