import { vi } from 'vitest';
import { errorResponse, jsonResponse } from './render';

export interface MockRequest {
  url: URL;
  method: string;
  body: unknown;
}
type Handler = (req: MockRequest) => Response | Promise<Response>;
/** A handler, or the `data` of a success envelope. */
export type MockRoute = Handler | { data: unknown };

/**
 * Stubs `fetch` with routes keyed by the endpoint's last path segment, optionally prefixed by
 * the method ('DELETE cancelar-turno'). Unknown endpoints answer 404 (1002).
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const name = url.pathname.split('/').pop() ?? '';
    const route = routes[`${method} ${name}`] ?? routes[name];
    if (!route) return errorResponse(404, 1002, `sin mock para ${method} ${name}`);
    if (typeof route !== 'function') return jsonResponse(200, { success: true, data: route.data });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint (by its last path segment). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, name: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter((c) => c.url.pathname.endsWith(`/${name}`));
}
