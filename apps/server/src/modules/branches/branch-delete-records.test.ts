import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api, createBranch } from '../../../test/catalog-factories';
import { createUser } from '../../../test/factories';
import { okData, refusal } from '../../../test/counter-factories';
import { getBranch } from './branches.queries';
import { BRANCH_HAS_RECORDS } from './branches.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['peluadmin'] });
});
afterAll(() => t.close());

const remove = (id: number) => api(t, 'DELETE', 'eliminar-sucursal', { id }, admin.token);

describe('eliminar-sucursal keeps the money and stock records (ADR 0097)', () => {
  it('a branch that had a till is kept (1009), also once the till is closed', async () => {
    const b = await createBranch(t);
    const id_caja = okData(
      await api(t, 'POST', 'abrir-caja', { id_sucursal: b.id, monto_inicial: '0' }, admin.token),
    ).id_caja as number;
    expect(refusal(await remove(b.id))).toEqual([409, 1009, BRANCH_HAS_RECORDS]);
    okData(await api(t, 'POST', 'cerrar-caja', { id_caja, efectivo_contado: '0' }, admin.token));
    expect(refusal(await remove(b.id))).toEqual([409, 1009, BRANCH_HAS_RECORDS]);
    expect(await getBranch(t.db, b.id)).toBeDefined();
  });

  it('a branch with stock movements is kept (1009)', async () => {
    const b = await createBranch(t);
    const id_producto = okData(
      await api(t, 'POST', 'crear-producto', { nombre: 'Shampoo', precio: '100' }, admin.token),
    ).id_producto as number;
    okData(
      await api(
        t,
        'POST',
        'ajustar-stock',
        { id_producto, id_sucursal: b.id, cantidad: 3, motivo: 'stock inicial' },
        admin.token,
      ),
    );
    expect(refusal(await remove(b.id))).toEqual([409, 1009, BRANCH_HAS_RECORDS]);
    expect(await getBranch(t.db, b.id)).toBeDefined();
  });

  it('a branch without them is deleted as before; an unknown one is 1002', async () => {
    const b = await createBranch(t);
    okData(await remove(b.id));
    expect(await getBranch(t.db, b.id)).toBeUndefined();
    expect(refusal(await remove(b.id))[1]).toBe(1002);
  });
});
