import type { DataOf, Endpoint, Method } from '@turnos/contract';

/**
 * An endpoint of the wire contract as the web calls it: the method and path it sends at run time,
 * its parameter and answer types from its `@turnos/contract` entry, imported as a type only so no
 * zod schema lands in the bundle (ADR 0063). The entry's wire name is not in its type, so
 * `src/api/contract-endpoints.test.ts` checks each declaration's method, path and envelope
 * against the entry itself.
 */
export interface ApiEndpoint<E extends Endpoint> {
  readonly method: Method;
  /** 'turnos/v1/get-all-sucursales': the namespace and the wire name */
  readonly path: string;
  /**
   * 'plain': the whole 200 body is the answer (contract §3 shapes); 'data': its `data` member;
   * 'bytes': a file to download (the CSV exports), fetched with `apiDownload`
   */
  readonly envelope: 'data' | 'plain' | 'bytes';
  /** the entry, for its types only; never set */
  readonly contract?: E;
}

/** A 'plain' entry says so again; one that answers bytes or a redirect is no JSON call. */
type EnvelopeArg<E extends Endpoint> =
  NonNullable<E['envelope']> extends 'data'
    ? []
    : NonNullable<E['envelope']> extends 'plain'
      ? [envelope: 'plain']
      : NonNullable<E['envelope']> extends 'bytes'
        ? [envelope: 'bytes']
        : [envelope: never];

/** `apiEndpoint<typeof entry>('GET', 'turnos/v1/<name>')`. */
export function apiEndpoint<E extends Endpoint>(
  method: Method,
  path: string,
  ...envelope: EnvelopeArg<E>
): ApiEndpoint<E> {
  const [plain] = envelope;
  return { method, path, envelope: plain ?? 'data' };
}

/**
 * The one place a JSON answer becomes a contract type (ADR 0063). What is checked here is the
 * envelope: `{"success": true, "data": …}`, or for a 'plain' entry a JSON object. What the
 * envelope holds is trusted to be the entry's `data`: the server's API tests check every answer
 * against that schema (ADR 0061), and validating it again here would put zod in every page.
 */
export function isEnvelopeOf<E extends Endpoint>(
  _endpoint: ApiEndpoint<E>,
  body: unknown,
): body is { success: true; data: DataOf<E> } {
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
export function isPlainAnswerOf<E extends Endpoint>(
  _endpoint: ApiEndpoint<E>,
  body: unknown,
): body is DataOf<E> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
