import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let pro: Awaited<ReturnType<typeof createUser>>;
const people: { nombre: string; email: string; celular: string }[] = [
  { nombre: 'María José Núñez', email: 'mjn@correo.test', celular: '5491133334444' },
  { nombre: 'MARIA Gómez', email: 'gomez@otro.test', celular: '5492215556666' },
  { nombre: 'Ramón Díaz', email: 'ramon.diaz@correo.test', celular: '5493512223333' },
  { nombre: 'Zoe Pérez', email: 'zoe_p@correo.test', celular: '5491144445555' },
  { nombre: 'Ñandú Ibáñez', email: 'nandu@ejemplo.test', celular: '5492617778888' },
  { nombre: 'Lucía Ortiz', email: 'lucia100%@ejemplo.test', celular: '5491199990000' },
];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  pro = await createUser(t, { roles: ['peluquero'], nombre: 'María Profesional' });
  for (const p of people) await createUser(t, { roles: ['cliente'], ...p });
  // a few more, so pages have something to split
  for (let i = 0; i < 14; i++) {
    await createUser(t, { roles: ['cliente'], nombre: `Cliente ${String(i).padStart(2, '0')}` });
  }
});
afterAll(() => t.close());

interface Page {
  clientes: {
    ID: number;
    nombre: string;
    user_email: string;
    celular: string;
    no_asistidos?: number;
  }[];
  total?: number;
}
const list = async (params: Record<string, unknown>, token = admin.token) => {
  const res = await api(t, 'GET', 'get-all-clientes', params, token);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as unknown as Page;
};
const names = (p: Page) => p.clientes.map((c) => c.nombre);

describe('get-all-clientes with pages and search', () => {
  it('without pagina answers as before: every client, no total', async () => {
    const all = await list({});
    expect(all.total).toBeUndefined();
    expect(all.clientes).toHaveLength(20);
    expect(names(all)).not.toContain('María Profesional');
    // por_pagina alone pages nothing
    expect((await list({ por_pagina: 3 })).clientes).toHaveLength(20);
  });

  it('pages by name, 8 by default, with the total', async () => {
    const all = names(await list({}));
    const first = await list({ pagina: 1 });
    expect(first.total).toBe(20);
    expect(names(first)).toEqual(all.slice(0, 8));
    const third = await list({ pagina: 3 });
    expect(names(third)).toEqual(all.slice(16));
    const past = await list({ pagina: 9 });
    expect(past).toEqual({ clientes: [], total: 20 });
    expect(names(await list({ pagina: 2, por_pagina: 5 }))).toEqual(all.slice(5, 10));
  });

  it('finds by name, e-mail or phone, whatever the accents and case', async () => {
    const found = async (buscar: string) => names(await list({ pagina: 1, buscar }));
    expect(await found('maria')).toEqual(
      expect.arrayContaining(['María José Núñez', 'MARIA Gómez']),
    );
    expect(await found('maria')).toHaveLength(2); // the professional is not a client
    expect(await found('NUÑEZ')).toEqual(['María José Núñez']);
    expect(await found('nandu ibanez')).toEqual(['Ñandú Ibáñez']);
    expect(await found('RAMON.DIAZ@')).toEqual(['Ramón Díaz']);
    expect(await found('2215556666')).toEqual(['MARIA Gómez']);
    expect(await found('351 222-3333')).toEqual(['Ramón Díaz']);
    expect(await found('(261) 777')).toEqual(['Ñandú Ibáñez']);
    // LIKE's wildcards are plain characters here
    expect(await found('_')).toEqual(['Zoe Pérez']);
    expect(await found('100%')).toEqual(['Lucía Ortiz']);
    expect(await found('%')).toEqual(['Lucía Ortiz']);
    expect(await found('nadie')).toEqual([]);
    const page = await list({ pagina: 1, buscar: 'correo', por_pagina: 2 });
    expect(page.total).toBe(3);
    expect(page.clientes).toHaveLength(2);
    // a blank search is no search
    expect((await list({ pagina: 1, buscar: '  ' })).total).toBe(20);
    // the search without pagina: the same clients, unpaged
    expect(names(await list({ buscar: 'correo' }))).toEqual(
      names(await list({ pagina: 1, por_pagina: 100, buscar: 'correo' })),
    );
  });

  it('professionals page and search too; clients are refused; bad paging is 1003', async () => {
    expect((await list({ pagina: 1, buscar: 'zoe' }, pro.token)).clientes).toHaveLength(1);
    const client = await createUser(t, { roles: ['cliente'] });
    const refused = await api(t, 'GET', 'get-all-clientes', { pagina: 1 }, client.token);
    expect(body(refused).data.errorCode).toBe(1001);
    for (const [params, error] of [
      [{ pagina: 0 }, 'La página debe ser un número entero positivo.'],
      [{ pagina: 'dos' }, 'La página debe ser un número entero positivo.'],
      [{ pagina: 1, por_pagina: 101 }, 'La cantidad por página debe estar entre 1 y 100.'],
      [{ pagina: 1, por_pagina: 0 }, 'La cantidad por página debe estar entre 1 y 100.'],
      [{ pagina: 1, buscar: 'x'.repeat(101) }, 'Máximo 100 caracteres.'],
    ] as const) {
      const res = await api(t, 'GET', 'get-all-clientes', params, admin.token);
      expect(res.statusCode).toBe(400);
      expect(body(res).data.errorCode).toBe(1003);
      expect(body(res).error).toBe(error);
    }
  });

  it('for any search and page size, the pages put together are the unpaged search', async () => {
    const terms = ['', 'a', 'MAR', 'í', 'correo', '.test', '55', '5491', 'cliente 0', 'ñ', 'z'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...terms),
        fc.integer({ min: 1, max: 9 }),
        async (buscar, porPagina) => {
          const whole = await list({ buscar });
          const pages: Page['clientes'] = [];
          const first = await list({ pagina: 1, por_pagina: porPagina, buscar });
          expect(first.total).toBe(whole.clientes.length);
          const count = Math.ceil((first.total ?? 0) / porPagina);
          pages.push(...first.clientes);
          for (let pagina = 2; pagina <= count; pagina++) {
            const page = await list({ pagina, por_pagina: porPagina, buscar });
            expect(page.total).toBe(first.total);
            pages.push(...page.clientes);
          }
          // a page adds each client's no-show count (ADR 0066; nobody here has appointments)
          expect(pages.map((c) => c.no_asistidos)).toEqual(pages.map(() => 0));
          expect(pages.map(({ no_asistidos: _n, ...c }) => c)).toEqual(whole.clientes);
        },
      ),
      { numRuns: 30 },
    );
  });
});
