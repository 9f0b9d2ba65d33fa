import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@turnos/domain';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { onAuthEvent, type AuthEvent } from './auth-events';
import { getToken, setToken } from './token-store';

function jwt(expSecondsFromNow: number): string {
  const payload = btoa(
    JSON.stringify({ id: 7, exp: Math.floor(Date.now() / 1000) + expSecondsFromNow }),
  );
  return `h.${payload.replace(/=+$/, '')}.s`;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fail = (status: number, errorCode: number, message = 'Mensaje del servidor') =>
  json(status, { success: false, error: message, data: { message, errorCode } });

const fetchMock = vi.fn<typeof fetch>();
const events: AuthEvent[] = [];
let stopListening = () => {};

function call(i: number): { url: string; init: RequestInit } {
  const args = fetchMock.mock.calls[i];
  if (!args) throw new Error(`no call ${i}`);
  return { url: String(args[0]), init: args[1] ?? {} };
}
const authHeader = (i: number) => (call(i).init.headers as Record<string, string>).Authorization;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  events.length = 0;
  stopListening = onAuthEvent((e) => events.push(e));
});
afterEach(() => stopListening());

describe('envelope', () => {
  it('sends GET params in the query string and returns the body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { servicios: [] } }));
    const body = await apiClient.get('turnos/v1/get-all-servicios', { ID: 3, skip: undefined });
    expect(body).toEqual({ success: true, data: { servicios: [] } });
    expect(call(0).url).toBe('/wp-json/turnos/v1/get-all-servicios?ID=3');
    expect(call(0).init.method).toBe('GET');
    expect(call(0).init.body).toBeUndefined();
  });

  it('sends other methods as a JSON body with the bearer token', async () => {
    const token = jwt(20 * 3600);
    setToken(token);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: {} }));
    await apiClient.put('turnos/v1/actualizar-dato-cliente', { ID: 1, key_field: 'nombre' });
    expect(call(0).init.body).toBe('{"ID":1,"key_field":"nombre"}');
    expect(authHeader(0)).toBe(`Bearer ${token}`);
  });

  it('throws a typed ApiError with the server message and code', async () => {
    fetchMock.mockResolvedValueOnce(fail(409, 38, msg.emailExists));
    const error = await apiClient.post('x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 38,
      message: msg.emailExists,
      fromServer: true,
    });
  });

  it('uses the seed HTTP texts when the server gives no message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 404, message: msg.http404 });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 500 }));
    await expect(apiClient.get('x')).rejects.toMatchObject({ message: msg.http500 });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 418 }));
    await expect(apiClient.get('x')).rejects.toMatchObject({ message: msg.httpDefault });
  });

  it('maps network failures', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 0, message: msg.offline });
    fetchMock.mockRejectedValueOnce(new Error('boom'));
    await expect(apiClient.get('x')).rejects.toMatchObject({ message: msg.serverUnreachable });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiClient.get('x')).rejects.toMatchObject({ message: msg.offline });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('token refresh', () => {
  it('refreshes first when the token expires within the hour', async () => {
    setToken(jwt(30 * 60));
    const fresh = jwt(24 * 3600);
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, data: { jwt: fresh } }))
      .mockResolvedValueOnce(json(200, { success: true, data: 1 }));
    await apiClient.get('turnos/v1/obtener-max-turnos-activos');
    expect(call(0).url).toBe('/wp-json/simple-jwt-login/v1/auth/refresh');
    expect(call(0).init.method).toBe('POST');
    expect(authHeader(1)).toBe(`Bearer ${fresh}`);
    expect(getToken()).toBe(fresh);
  });

  it('on code 14 refreshes once and retries once', async () => {
    setToken(jwt(5 * 3600));
    const fresh = jwt(24 * 3600);
    fetchMock
      .mockResolvedValueOnce(fail(401, 14, 'Token expirado'))
      .mockResolvedValueOnce(json(200, { success: true, data: { jwt: fresh } }))
      .mockResolvedValueOnce(json(200, { success: true, data: 'ok' }));
    await expect(apiClient.get('y')).resolves.toEqual({ success: true, data: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(authHeader(2)).toBe(`Bearer ${fresh}`);
    expect(events).toEqual([]);
  });

  it('ends the session when the retry fails with 14 again', async () => {
    setToken(jwt(5 * 3600));
    fetchMock
      .mockResolvedValueOnce(fail(401, 14))
      .mockResolvedValueOnce(json(200, { success: true, data: { jwt: jwt(24 * 3600) } }))
      .mockResolvedValueOnce(fail(401, 14));
    await expect(apiClient.get('y')).rejects.toMatchObject({ message: msg.sessionExpired });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getToken()).toBeNull();
    expect(events).toEqual(['expired']);
  });

  it('ends the session when the refresh itself fails', async () => {
    setToken(jwt(5 * 3600));
    fetchMock.mockResolvedValueOnce(fail(401, 14)).mockResolvedValueOnce(fail(401, 50));
    await expect(apiClient.get('y')).rejects.toMatchObject({ message: msg.sessionExpired });
    expect(getToken()).toBeNull();
    expect(events).toEqual(['expired']);
  });
});

describe('account states', () => {
  it('announces blocked (1007) and not validated (1008)', async () => {
    fetchMock.mockResolvedValueOnce(fail(403, 1007)).mockResolvedValueOnce(fail(403, 1008));
    await expect(apiClient.get('a')).rejects.toMatchObject({ code: 1007 });
    await expect(apiClient.get('b')).rejects.toMatchObject({ code: 1008 });
    expect(events).toEqual(['blocked', 'not-validated']);
  });

  it('lets the caller handle them when asked to', async () => {
    fetchMock.mockResolvedValueOnce(fail(403, 1008));
    await expect(apiClient.post('auth', {}, { handleAuthErrors: false })).rejects.toMatchObject({
      code: 1008,
    });
    expect(events).toEqual([]);
  });
});
