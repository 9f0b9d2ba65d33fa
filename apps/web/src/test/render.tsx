import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';

/** Renders routes inside the app's real providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

export function renderAt(path: string, element: ReactElement, extra: RouteObject[] = []) {
  return renderRoutes([{ path, element }, ...extra], path);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, errorCode: number, message: string): Response {
  return jsonResponse(status, { success: false, error: message, data: { message, errorCode } });
}

/** The parsed JSON body of the n-th fetch call. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, n: number): unknown {
  const init = fetchMock.mock.calls[n]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

export function calledUrl(fetchMock: { mock: { calls: unknown[][] } }, n: number): string {
  return String(fetchMock.mock.calls[n]?.[0]);
}
