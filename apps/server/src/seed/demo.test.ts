import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isValidCvu, studioNow, timeToMinutes, weekdayIndex } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { body } from '../../test/factories';
import { DEMO_USERS, seedDemo } from './demo';
import { APPOINTMENT_COUNTS, CLIENTS, PROFESSIONALS, SERVICES } from './demo-data';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_CREDIT } from './demo-credit';
import { DEMO_COMMISSIONS } from './demo-commissions';
import { DEMO_CLOSURE } from './demo-closures';

type Row = Record<string, unknown>;
const rows = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const count = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number((await rows(t, query))[0]?.n);

const agendaOf = (t: TestApp) =>
  rows(
    t,
    sql`SELECT a.fecha::text AS fecha, a.hora_inicio, a.hora_fin, a.cancelado, u.email, a.service_name
        FROM appointments a JOIN users u ON u.id = a.client_id ORDER BY a.fecha, a.hora_inicio, u.email`,
  );

describe('SEED=demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // two processes starting at once, then a restart
    const first = await Promise.all([seedDemo(t.deps), seedDemo(t.deps)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(t.deps)).toBe(false);
  });
  afterAll(() => t.close());

  it('creates the studio once, with the promised counts', async () => {
    expect(await count(t, sql`SELECT count(*) n FROM branches`)).toBe(3);
    expect(await count(t, sql`SELECT count(*) n FROM services WHERE id <> 1`)).toBe(
      Object.keys(SERVICES).length,
    );
    expect(await count(t, sql`SELECT count(*) n FROM users WHERE 'peluquero' = ANY(roles)`)).toBe(
      4,
    );
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM users WHERE roles @> ARRAY['peluquero','peluadmin']::text[]`,
      ),
    ).toBe(1);
    expect(await count(t, sql`SELECT count(*) n FROM professional_branches`)).toBe(5);
    expect(await count(t, sql`SELECT count(*) n FROM working_days`)).toBe(35);
    expect(
      await count(t, sql`SELECT count(*) n FROM users WHERE roles = ARRAY['cliente']::text[]`),
    ).toBe(15);
    expect(await count(t, sql`SELECT count(*) n FROM users WHERE blocked`)).toBe(1);
    expect(await count(t, sql`SELECT count(*) n FROM appointments WHERE NOT cancelado`)).toBe(
      APPOINTMENT_COUNTS.pastActive + APPOINTMENT_COUNTS.upcomingActive,
    );
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM appointments WHERE cancelado AND cancelado_por = 'cliente'`,
      ),
    ).toBe(APPOINTMENT_COUNTS.cancelled);
    expect(
      await count(t, sql`SELECT count(*) n FROM appointments WHERE fecha >= '2026-11-23'`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM appointments WHERE NOT reserva_paga AND NOT cancelado`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM appointments WHERE reserva_paga AND monto_reserva > 0`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(t, sql`SELECT count(*) n FROM non_working_days WHERE fecha = '2026-12-25'`),
    ).toBe(5);
    const opts = await rows(t, sql`SELECT name, value FROM options ORDER BY name`);
    expect(opts).toEqual(
      expect.arrayContaining([
        { name: 'turnos_nombre_sitio', value: 'Peluquería Demo' },
        { name: 'turnos_cant_max_turnos_permitidos', value: '3' },
        { name: 'turnos_contacto_whatsapp', value: '+54 9 297 400-0000' },
        { name: 'turnos_contacto_instagram', value: '@peluqueria.demo' },
      ]),
    );
  });

  it('never books one professional twice in the same 15-minute unit', async () => {
    // the units every active appointment needs, derived from its service's pattern
    const clashes = await rows(
      t,
      sql`SELECT a.professional_id, a.fecha, (split_part(a.hora_inicio, ':', 1)::int * 4
                 + split_part(a.hora_inicio, ':', 2)::int / 15 + g.i - 1) AS unit, count(*) n
          FROM appointments a JOIN services s ON s.id = a.service_id
          CROSS JOIN LATERAL generate_series(1, s.duracion) AS g(i)
          WHERE NOT a.cancelado AND substr(s.pattern, g.i, 1) = '1'
          GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    );
    expect(clashes).toEqual([]);
    // and the unit rows are exactly those (none for cancelled ones)
    const expectedUnits = await count(
      t,
      sql`SELECT coalesce(sum(length(replace(s.pattern, '0', ''))), 0) n
          FROM appointments a JOIN services s ON s.id = a.service_id WHERE NOT a.cancelado`,
    );
    expect(await count(t, sql`SELECT count(*) n FROM appointment_units`)).toBe(expectedUnits);
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM appointment_units u JOIN appointments a ON a.id = u.appointment_id
            WHERE a.cancelado OR u.professional_id <> a.professional_id OR u.fecha <> a.fecha`,
      ),
    ).toBe(0);
  });

  it('books only inside working hours, on working days, for the service duration', async () => {
    const list = await rows(
      t,
      sql`SELECT a.fecha::text AS fecha, a.hora_inicio, a.hora_fin, s.duracion, w.active,
                 w.shift1_start, w.shift1_end, w.second_shift, w.shift2_start, w.shift2_end,
                 (SELECT count(*) FROM non_working_days d
                   WHERE d.professional_branch_id = a.professional_branch_id AND d.fecha = a.fecha) AS off
          FROM appointments a JOIN services s ON s.id = a.service_id
          JOIN working_days w ON w.professional_branch_id = a.professional_branch_id
           AND w.dia_semana = ((extract(isodow FROM a.fecha)::int + 6) % 7)`,
    );
    expect(list).toHaveLength(
      APPOINTMENT_COUNTS.pastActive +
        APPOINTMENT_COUNTS.upcomingActive +
        APPOINTMENT_COUNTS.cancelled,
    );
    for (const a of list) {
      const start = timeToMinutes(String(a.hora_inicio));
      const end = timeToMinutes(String(a.hora_fin));
      expect(end - start).toBe(Number(a.duracion) * 15);
      expect(a.active).toBe(true);
      expect(Number(a.off)).toBe(0);
      const inShift = (from: unknown, to: unknown) =>
        start >= timeToMinutes(String(from)) && end <= timeToMinutes(String(to));
      expect(
        inShift(a.shift1_start, a.shift1_end) ||
          (a.second_shift && inShift(a.shift2_start, a.shift2_end)),
      ).toBe(true);
      expect(weekdayIndex(String(a.fecha))).toBeLessThan(6); // nobody works on Sundays
    }
  });

  it('gives the professional who works at two branches different weekdays', async () => {
    const two = PROFESSIONALS.find((p) => p.workplaces.length > 1);
    expect(two).toBeDefined();
    const overlap = await count(
      t,
      sql`SELECT count(*) n FROM working_days a JOIN professional_branches pa ON pa.id = a.professional_branch_id
          JOIN working_days b ON b.dia_semana = a.dia_semana AND b.professional_branch_id <> a.professional_branch_id
          JOIN professional_branches pb ON pb.id = b.professional_branch_id AND pb.professional_id = pa.professional_id
          WHERE a.active AND b.active`,
    );
    expect(overlap).toBe(0);
  });

  it('lets a demo client log in, and refuses the blocked one', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.client, password: DEMO_USERS.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(typeof body(ok).data.jwt).toBe('string');
    const blocked = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.blockedClient, password: DEMO_USERS.password },
    });
    expect(blocked.statusCode).toBe(403);
    expect(body(blocked).data.errorCode).toBe(1007);
    expect(CLIENTS.filter((c) => c.blocked)).toHaveLength(1);
  });

  it('offers a way to pay every deposit it holds, with no extra set-up (issue 29)', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.client, password: DEMO_USERS.password },
    });
    const token = String(body(login).data.jwt);
    const datos = await t.call({
      method: 'GET',
      url: '/wp-json/turnos/v1/obtener-datos-pago',
      token,
    });
    expect(datos.statusCode).toBe(200);
    const { CVU, MP_PUBLIC_KEY } = body(datos).data as { CVU: string; MP_PUBLIC_KEY: string };
    // the plain demo has no Mercado Pago account: the transfer account is how its deposits are paid
    expect(MP_PUBLIC_KEY).toBe('');
    expect(isValidCvu(CVU)).toBe(true);
    expect(
      await count(t, sql`SELECT count(*) n FROM appointments WHERE monto_reserva > 0`),
    ).toBeGreaterThan(0);
  });

  it('stocks the counter: every product in some branch, each stock the sum of its movements', async () => {
    const admin = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.adminProfessional, password: DEMO_USERS.password },
    });
    const token = String(body(admin).data.jwt);
    const res = await t.call({ method: 'GET', url: '/wp-json/turnos/v1/get-all-productos', token });
    expect(res.statusCode).toBe(200);
    const productos = body(res).data.productos as { codigo: string; stock: number }[];
    expect(productos.map((p) => p.codigo).sort()).toEqual(
      DEMO_PRODUCTS.map((p) => p.codigo).sort(),
    );
    expect(productos.every((p) => p.stock > 0)).toBe(true);
    expect(await count(t, sql`SELECT count(DISTINCT branch_id) n FROM product_stock`)).toBe(3);
    expect(
      await count(
        t,
        sql`SELECT count(*) n FROM product_stock s WHERE s.quantity <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m WHERE m.product_id = s.product_id AND m.branch_id = s.branch_id)`,
      ),
    ).toBe(0);
  });

  it('gives the demo client some credit they see in Mis turnos, with the option on (contract §7.5)', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.client, password: DEMO_USERS.password },
    });
    const token = String(body(login).data.jwt);
    const me = await t.call({
      method: 'GET',
      url: '/wp-json/simple-jwt-login/v1/auth/validate',
      token,
    });
    const id = Number((body(me).data as { user: { ID: number } }).user.ID);
    const res = await t.call({
      method: 'GET',
      url: `/wp-json/turnos/v1/obtener-saldo-cliente?ID=${id}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      saldo: DEMO_CREDIT.monto,
      movimientos: [{ motivo: 'ajuste', monto: DEMO_CREDIT.monto }],
    });
    const option = await t.call({
      method: 'GET',
      url: '/wp-json/turnos/v1/obtener-opcion?opcion=turnos_sena_a_favor_al_cancelar',
      token,
    });
    expect(body(option).data).toBe('1');
  });

  it('closes Rada Tilly for a day ahead: named in its calendar, no start offered (contract §7.6)', async () => {
    const branches = body(
      await t.call({ method: 'GET', url: '/wp-json/turnos/v1/get-all-sucursales' }),
    ).data as { sucursales: { id: number; nombre: string }[] };
    const rada = branches.sucursales.find((b) => b.nombre === 'Rada Tilly');
    const others = branches.sucursales.filter((b) => b.nombre !== 'Rada Tilly');
    const today = studioNow(t.deps.clock()).date;
    const closedAt = async (branchId: number) => {
      const found: { fecha: string; nombre: string; id_cierre: number | null }[] = [];
      for (const anio of new Set([today.slice(0, 4), addDays(today, 40).slice(0, 4)])) {
        const res = await t.call({
          method: 'GET',
          url: `/wp-json/turnos/v1/obtener-feriados?anio=${anio}&id_sucursal=${branchId}`,
        });
        const { feriados } = body(res).data as { feriados: typeof found };
        found.push(...feriados.filter((f) => f.id_cierre !== null));
      }
      return found;
    };
    const [closure, ...more] = await closedAt(rada?.id ?? 0);
    expect(more).toEqual([]);
    expect(closure?.nombre).toBe(DEMO_CLOSURE.razon);
    const fecha = closure?.fecha ?? '';
    // three weeks ahead, on a day the barber works, inside the 30 open days, not a holiday
    expect(fecha >= addDays(today, DEMO_CLOSURE.fromToday)).toBe(true);
    expect(fecha <= addDays(today, 29)).toBe(true);
    expect([1, 3]).toContain(weekdayIndex(fecha));
    for (const other of others) expect(await closedAt(other.id)).toEqual([]);
    // nobody at Rada Tilly offers a start that day
    const pros = body(
      await t.call({
        method: 'GET',
        url: `/wp-json/turnos/v1/get-peluqueros-por-sucursal?id_sucursal=${rada?.id}`,
      }),
    ).data as { peluqueros: { id_peluquero_sucursal: number }[] };
    expect(pros.peluqueros.length).toBeGreaterThan(0);
    for (const pro of pros.peluqueros) {
      const services = body(
        await t.call({
          method: 'GET',
          url: `/wp-json/turnos/v1/obtener-servicios-asociados?id_peluquero_sucursal=${pro.id_peluquero_sucursal}`,
        }),
      ).data as { serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number }[] };
      for (const link of services.serviciosPeluquero) {
        const res = await t.call({
          method: 'GET',
          url: `/wp-json/turnos/v1/obtener-horarios-disponibles?id_peluquero_sucursal=${pro.id_peluquero_sucursal}&id_servicio_de_peluquero_por_sucursal=${link.id_servicio_de_peluquero_por_sucursal}&fecha=${fecha}`,
        });
        expect(body(res).data).toMatchObject({ horarios: [] });
      }
    }
  });

  it('gives every professional commission rates, colour work its own (contract §7.4)', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: DEMO_USERS.adminProfessional, password: DEMO_USERS.password },
    });
    const token = String(body(login).data.jwt);
    const ids = await rows(t, sql`SELECT id FROM professional_branches ORDER BY id`);
    expect(ids).toHaveLength(5);
    for (const { id } of ids) {
      const res = await t.call({
        method: 'GET',
        url: `/wp-json/turnos/v1/obtener-comisiones?id_peluquero_sucursal=${String(id)}`,
        token,
      });
      expect(body(res).data).toMatchObject({
        comision_servicios: DEMO_COMMISSIONS.servicios,
        comision_productos: DEMO_COMMISSIONS.productos,
      });
    }
    expect(
      await count(t, sql`SELECT count(*) n FROM commission_service_rates WHERE percent = 45`),
    ).toBeGreaterThan(0);
  });

  it('is the same demo every time for a given day', async () => {
    const other = await createTestApp();
    try {
      await seedDemo(other.deps);
      expect(await agendaOf(other)).toEqual(await agendaOf(t));
    } finally {
      await other.close();
    }
  });
});
