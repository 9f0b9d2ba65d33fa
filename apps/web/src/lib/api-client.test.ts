import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@turnos/contract/paths';
import { msg } from '@turnos/domain';
import { apiCall } from './api-client';
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
const loginInput = { email: 'ana@x.com', password: 'secreta' };

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
  it('sends GET params in the query string and returns the data', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { horarios: ['10:00'] } }));
    const data = await apiCall(endpoints.obtenerHorariosDisponibles, {
      id_peluquero_sucursal: 3,
      id_servicio_de_peluquero_por_sucursal: '9',
      fecha: '2030-01-15',
      id_turno: undefined,
    });
    expect(data).toEqual({ horarios: ['10:00'] });
    expect(call(0).url).toBe(
      '/wp-json/turnos/v1/obtener-horarios-disponibles?id_peluquero_sucursal=3&id_servicio_de_peluquero_por_sucursal=9&fecha=2030-01-15',
    );
    expect(call(0).init.method).toBe('GET');
    expect(call(0).init.body).toBeUndefined();
  });

  it('sends other methods as a JSON body with the bearer token', async () => {
    const token = jwt(20 * 3600);
    setToken(token);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { message: 'Listo' } }));
    await apiCall(endpoints.actualizarDatoCliente, {
      ID: 1,
      key_field: 'nombre',
      value_field: 'Ana',
    });
    expect(call(0).url).toBe('/wp-json/turnos/v1/actualizar-dato-cliente');
    expect(call(0).init.method).toBe('PUT');
    expect(call(0).init.body).toBe('{"ID":1,"key_field":"nombre","value_field":"Ana"}');
    expect(authHeader(0)).toBe(`Bearer ${token}`);
  });

  it("returns a 'plain' entry's whole body, and sends the JWT parameter its entry declares", async () => {
    const body = { success: true, message: 'Token was revoked.', data: { jwt: ['a.b.c'] } };
    fetchMock.mockResolvedValueOnce(json(200, body));
    await expect(apiCall(endpoints.authRevoke, { JWT: 'a.b.c' })).resolves.toEqual(body);
    expect(call(0).init.body).toBe('{"JWT":"a.b.c"}');
  });

  it('refuses a 200 that is not the envelope its entry answers with', async () => {
    for (const odd of [{ data: 3 }, { success: true }, [1, 2], 'texto', 7]) {
      fetchMock.mockResolvedValueOnce(json(200, odd));
      await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
        status: 400,
        code: null,
        message: msg.http400,
      });
    }
    fetchMock.mockResolvedValueOnce(json(200, ['no', 'es', 'un', 'objeto']));
    await expect(apiCall(endpoints.authRevoke, { JWT: 'a.b.c' })).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: 0 }));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).resolves.toBe(0);
  });

  it('throws a typed ApiError with the server message and code', async () => {
    fetchMock.mockResolvedValueOnce(fail(409, 38, msg.emailExists));
    const error = await apiCall(endpoints.authLogin, loginInput).catch((e: unknown) => e);
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
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      status: 404,
      message: msg.http404,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 500 }));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.http500,
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 418 }));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.httpDefault,
    });
  });

  it('maps network failures', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      status: 0,
      message: msg.offline,
    });
    fetchMock.mockRejectedValueOnce(new Error('boom'));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.serverUnreachable,
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.offline,
    });
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
    await apiCall(endpoints.obtenerMaxTurnosActivos);
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
      .mockResolvedValueOnce(json(200, { success: true, data: 1 }));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).resolves.toBe(1);
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
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.sessionExpired,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getToken()).toBeNull();
    expect(events).toEqual(['expired']);
  });

  it('ends the session when the refresh itself fails', async () => {
    setToken(jwt(5 * 3600));
    fetchMock.mockResolvedValueOnce(fail(401, 14)).mockResolvedValueOnce(fail(401, 50));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.sessionExpired,
    });
    expect(getToken()).toBeNull();
    expect(events).toEqual(['expired']);
  });
});

describe('answers to a session that was already ended or replaced', () => {
  /** A response the test releases when it wants. */
  function held() {
    let release: (r: Response) => void = () => {};
    const response = new Promise<Response>((resolve) => {
      release = resolve;
    });
    return { response, release };
  }

  it.each([
    ['signed out meanwhile (a password change, a logout)', null],
    ['signed in again meanwhile', 'h.e30.nuevo'],
  ])(
    'a 55 for a token no longer stored ends nothing and announces nothing: %s',
    async (_, replacement) => {
      setToken(jwt(5 * 3600));
      const answer = held();
      fetchMock.mockReturnValueOnce(answer.response);
      const pending = apiCall(endpoints.obtenerMaxTurnosActivos);
      if (replacement) setToken(replacement);
      else localStorage.removeItem('turnos.jwt');
      answer.release(fail(401, 55));
      await expect(pending).rejects.toMatchObject({ status: 401 });
      expect(getToken()).toBe(replacement);
      expect(events).toEqual([]);
    },
  );

  it('the same 55 for the stored token still ends the session', async () => {
    setToken(jwt(5 * 3600));
    fetchMock.mockResolvedValueOnce(fail(401, 55));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({
      message: msg.sessionExpired,
    });
    expect(getToken()).toBeNull();
    expect(events).toEqual(['expired']);
  });
});

describe('account states', () => {
  it('announces blocked (1007) and not validated (1008)', async () => {
    fetchMock.mockResolvedValueOnce(fail(403, 1007)).mockResolvedValueOnce(fail(403, 1008));
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({ code: 1007 });
    await expect(apiCall(endpoints.obtenerMaxTurnosActivos)).rejects.toMatchObject({ code: 1008 });
    expect(events).toEqual(['blocked', 'not-validated']);
  });

  it('lets the caller handle them when asked to', async () => {
    fetchMock.mockResolvedValueOnce(fail(403, 1008));
    await expect(
      apiCall(endpoints.authLogin, loginInput, { handleAuthErrors: false }),
    ).rejects.toMatchObject({
      code: 1008,
    });
    expect(events).toEqual([]);
  });
});
