import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../src/http/route';
import { createTestApp, type TestApp } from './harness';
import { createUser } from './factories';

/**
 * Generated from the route declarations: every role-protected endpoint refuses callers outside
 * its roles (no token, blocked, unvalidated, or another role) and a refused call writes nothing.
 * The declarations themselves are pinned to the contract's role table below, so widening a
 * route's roles (or making it public) fails here too. Ownership (another client's rows, another
 * professional's rows) is tested per module.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.cliente = (await createUser(t, { roles: ['cliente'] })).token;
  tokens.peluquero = (await createUser(t, { roles: ['peluquero'] })).token;
  tokens.peluadmin = (await createUser(t, { roles: ['peluadmin'] })).token;
  tokens.blocked = (await createUser(t, { roles: ['peluadmin'], blocked: true })).token;
  tokens.unvalidated = (await createUser(t, { roles: ['peluadmin'], validated: false })).token;
});
afterAll(() => t.close());

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function rowCounts() {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const r = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`)),
    );
    counts[table_name] = r[0]?.n ?? 0;
  }
  return counts;
}

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);
const call = (r: RouteSpec, method: string, token?: string) =>
  t.call({
    method: method as 'GET',
    url: r.path,
    token,
    payload: method === 'GET' ? undefined : {},
  });

/**
 * Who may call each route, copied from the contract (§3, §4 "roles" columns; C = cliente,
 * P = peluquero, A = peluadmin). Routes whose finer rule lives in the handler are pinned to their
 * outer gate: `obtener-opcion` and `obtener-servicios-asociados` are public (admins and owners see
 * more); `auth/refresh` and `auth/revoke` read the token themselves (an expired one may refresh).
 * Not in the contract: `change-pass` also for P (ADR 0003), `logo` (ADR 0042),
 * `obtener-notificaciones` (ADR 0044), the payment alerts (ADR 0031).
 */
const contractAccess: Record<string, string> = {
  'POST auth': 'public',
  'GET/POST auth/validate': 'C/P/A',
  'POST auth/refresh': 'public',
  'POST auth/revoke': 'public',
  'GET autologin': 'public',
  'POST users': 'public',
  'POST user/reset_password': 'public',
  'PUT user/reset_password': 'public',
  // §4.1 clients
  'GET get-all-clientes': 'P/A',
  'PUT actualizar-dato-cliente': 'C/A',
  'DELETE eliminar-cliente': 'A',
  'GET obtener-datos-cliente': 'C/A',
  'GET obtener-turnos-cliente': 'C/A',
  'GET obtener-turnos-activos-cliente': 'C/A',
  'GET obtener-celular-desde-turno': 'P/A',
  'POST validar-new-cliente': 'public',
  'POST reenviar-email-validacion': 'public',
  'POST change-pass': 'C/P/A',
  // §4.2 branches
  'GET get-all-sucursales': 'public',
  'POST crear-sucursal': 'A',
  'PUT editar-sucursal': 'A',
  'DELETE eliminar-sucursal': 'A',
  'GET get-peluqueros-por-sucursal': 'public',
  // §4.3 services
  'GET get-all-servicios': 'public',
  'GET get-servicio': 'public',
  'POST crear-servicio': 'A',
  'PUT editar-servicio': 'A',
  'DELETE eliminar-servicio': 'A',
  'PUT actualizar-precio-servicio': 'A',
  // §4.4 professionals
  'GET get-all-peluqueros': 'A',
  'GET obtener-sucursales-peluquero': 'P/A',
  'GET obtener-datos-peluquero': 'P/A',
  'PUT actualizar-datos-peluquero': 'P/A',
  'POST crear-peluquero': 'A',
  'DELETE eliminar-peluquero': 'A',
  'PUT actualizar-peluquero-activo': 'A',
  'PUT actualizar-rol-admin-peluquero': 'A',
  'GET obtener-servicios-asociados': 'public',
  'POST agregar-servicio-peluquero': 'P/A',
  'DELETE eliminar-servicio-peluquero': 'P/A',
  'PUT actualizar-servicio-peluquero-activo': 'P/A',
  'GET obtener-dias-laborables': 'public',
  'POST actualizar-dia-laborable': 'P/A',
  'GET obtener-conf-agenda': 'public',
  'PUT actualizar-conf-agenda': 'P/A',
  'PUT actualizar-conf-reserva': 'P/A',
  'GET obtener-dias-no-laborables': 'public',
  'POST agregar-dia-no-laborable': 'P/A',
  'DELETE eliminar-dia-no-laborable': 'P/A',
  // §4.5 availability and appointments
  'GET obtener-horarios-disponibles': 'public',
  'GET obtener-horarios-ocupados': 'P/A',
  'GET obtener-agenda': 'P/A',
  // §6.1 reception
  'GET obtener-agenda-sucursal': 'P/A',
  'PUT actualizar-asistencia-turno': 'P/A',
  // §6.6 reports and exports
  'GET obtener-reporte': 'P/A',
  'GET exportar-turnos': 'A',
  'GET exportar-clientes': 'A',
  'GET obtener-ficha-cliente': 'P/A',
  'PUT actualizar-nota-cliente': 'P/A',
  // §6.2 visits
  'GET obtener-horarios-visita': 'public',
  'POST reservar-visita': 'C/P/A',
  'POST reprogramar-visita': 'C/P/A',
  'DELETE cancelar-visita': 'C/P/A',
  'POST reservar-turno': 'C/P/A',
  'POST marcar-ocupado': 'P/A',
  'POST reprogramar-turno': 'C/P/A',
  'DELETE cancelar-turno': 'C/P/A',
  'GET obtener-turnos-por-fecha': 'P/A',
  'GET obtener-turnos-por-periodo': 'P/A',
  'GET obtener-turnos-por-nombre': 'P/A',
  'PUT actualizar-estado-reserva-paga': 'A',
  'PUT actualizar-campo-turno': 'A',
  'GET get-info-del-pago-de-reserva': 'C/A',
  'GET obtener-max-turnos-activos': 'public',
  // §4.6 payments
  'GET obtener-datos-pago': 'C/P/A',
  'POST crear-preferencia-pago': 'C/A',
  'POST mp-webhook': 'public',
  'POST confirmar-retorno-pago': 'C',
  'GET obtener-alertas-de-pago': 'A',
  'PUT resolver-alerta-de-pago': 'A',
  // §4.7, §4.8 notifications, options, logo, WhatsApp
  'GET obtener-notificaciones': 'A',
  'GET obtener-opcion': 'public',
  'POST actualizar-opcion': 'A',
  'GET obtener-logo': 'public',
  'GET logo': 'public',
  'POST subir-logo': 'A',
  'GET obtener-qr-wapp': 'A',
  'GET estado-wapp': 'A',
  // §6.5 two-way WhatsApp: the gateway's key in the `apikey` header instead of a token
  'POST wapp-webhook': 'public',
  // §6.3 waitlist
  'POST anotarse-lista-espera': 'C',
  'GET obtener-lista-espera-cliente': 'C',
  'DELETE eliminar-lista-espera': 'C/P/A',
  'GET obtener-lista-espera': 'P/A',
  // §6.4 calendars
  'GET turno-ics': 'C/P/A',
  'GET calendario-profesional': 'public',
  'POST regenerar-token-calendario': 'P/A',
  // §7.1 products and stock
  'POST crear-producto': 'A',
  'PUT editar-producto': 'A',
  'GET get-all-productos': 'P/A',
  'POST ajustar-stock': 'A',
  'POST transferir-stock': 'A',
  'GET obtener-movimientos-stock': 'A',
  // §7.2 the till ("P of the branch" is checked per branch, counter tests)
  'POST abrir-caja': 'P/A',
  'GET obtener-caja': 'P/A',
  'POST movimiento-caja': 'P/A',
  'POST cerrar-caja': 'P/A',
  'GET obtener-cajas': 'A',
  // §7.3 charges
  'POST registrar-cobro': 'P/A',
  'POST anular-cobro': 'A',
  'GET obtener-cobros': 'P/A',
  'GET exportar-cobros': 'A',
  // §7.4 commissions (a professional only their own rows: commissions.test.ts)
  'PUT actualizar-comisiones': 'A',
  'GET obtener-comisiones': 'P/A',
  'GET obtener-reporte-comisiones': 'P/A',
  // §7.5 client credit (a client only their own: credit.test.ts)
  'GET obtener-saldo-cliente': 'C/P/A',
  'POST ajustar-saldo-cliente': 'A',
  // §7.6 the Argentine year, §7.7 series
  'GET obtener-feriados': 'public',
  'PUT actualizar-feriado': 'A',
  'POST crear-cierre': 'A',
  'DELETE eliminar-cierre': 'A',
  'POST reservar-serie': 'P/A',
  'DELETE cancelar-serie': 'P/A',
  // §7.8 moving in (multipart, like subir-logo)
  'POST importar-clientes': 'A',
  'POST importar-turnos': 'A',
};

const roleLetters: [Role, string][] = [
  ['cliente', 'C'],
  ['peluquero', 'P'],
  ['peluadmin', 'A'],
];
/** `['peluquero', 'peluadmin']` → 'P/A'; anything else (empty, unknown role) shows as itself. */
function accessOf(roles: unknown): string {
  if (roles === 'public') return 'public';
  if (!Array.isArray(roles) || roles.length === 0) return JSON.stringify(roles ?? null);
  const letters = roleLetters.filter(([role]) => roles.includes(role)).map(([, l]) => l);
  return letters.length === roles.length ? letters.join('/') : JSON.stringify(roles);
}

describe('access control, generated from the route declarations', () => {
  it('every route declares exactly the roles of the contract table', () => {
    const declared: Record<string, string> = {};
    for (const r of registeredRoutes) {
      const key = `${methodsOf(r).join('/')} ${r.path.replace(/^\/wp-json\/[^/]+\/v1\//, '')}`;
      declared[key] = accessOf(r.roles);
    }
    expect(declared).toEqual(contractAccess);
  });

  it('every route declares its roles', () => {
    expect(registeredRoutes.length).toBeGreaterThan(40);
    for (const r of registeredRoutes) {
      expect(r.roles === 'public' || (Array.isArray(r.roles) && r.roles.length > 0), r.path).toBe(
        true,
      );
    }
  });

  it('role routes refuse a missing token (53), a blocked (1007) or unvalidated (1008) user, and other roles (1001), writing nothing', async () => {
    const before = await rowCounts();
    const protectedRoutes = registeredRoutes.filter((r) => r.roles !== 'public');
    for (const r of protectedRoutes) {
      const roles = r.roles as readonly Role[];
      for (const method of methodsOf(r)) {
        const label = `${method} ${r.path}`;
        const anon = await call(r, method);
        expect([anon.statusCode, anon.json().data.errorCode], label).toEqual([401, 53]);
        expect((await call(r, method, tokens.blocked)).json().data.errorCode, label).toBe(1007);
        expect((await call(r, method, tokens.unvalidated)).json().data.errorCode, label).toBe(1008);
        for (const role of ['cliente', 'peluquero', 'peluadmin'] as const) {
          if (roles.includes(role)) continue;
          const res = await call(r, method, tokens[role]);
          expect([res.statusCode, res.json().data.errorCode], `${label} as ${role}`).toEqual([
            403, 1001,
          ]);
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('an unknown endpoint answers the 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/wp-json/turnos/v1/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: { errorCode: 1002 } });
  });
});
