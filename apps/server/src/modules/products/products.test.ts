import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  adjust,
  createCounter,
  createProduct,
  okData,
  refusal,
  type Counter,
} from '../../../test/counter-factories';

let t: TestApp;
let c: Counter;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCounter(t);
});
afterAll(() => t.close());

interface Producto {
  id_producto: number;
  nombre: string;
  codigo: string | null;
  precio: string;
  costo: string;
  activo: string;
  stock: number;
}

async function list(params: Record<string, unknown> = {}, token = c.admin.token) {
  return okData(await api(t, 'GET', 'get-all-productos', params, token)).productos as Producto[];
}

describe('crear-producto and editar-producto (A)', () => {
  it('creates with a unique code, edits any field, deactivates', async () => {
    const id = await createProduct(t, c, {
      nombre: 'Crema Ácida',
      precio: '2500,5',
      costo: '1200',
      codigo: '7790001000011',
      descripcion: 'Para rulos',
    });
    const [created] = (await list({ buscar: '7790001000011' })).filter((p) => p.id_producto === id);
    expect(created).toEqual({
      id_producto: id,
      nombre: 'Crema Ácida',
      descripcion: 'Para rulos',
      codigo: '7790001000011',
      precio: '2500.50',
      costo: '1200.00',
      activo: '1',
      stock: 0,
    });
    const dup = await api(
      t,
      'POST',
      'crear-producto',
      { nombre: 'Otra', precio: '1', codigo: '7790001000011' },
      c.admin.token,
    );
    expect(refusal(dup)).toEqual([400, 1003, 'Ya existe un producto con ese código.']);
    const edited = okData(
      await api(
        t,
        'PUT',
        'editar-producto',
        { id_producto: id, precio: '3000', activo: '0', codigo: '' },
        c.admin.token,
      ),
    ).producto as Producto;
    expect(edited).toMatchObject({
      precio: '3000.00',
      activo: '0',
      codigo: null,
      nombre: 'Crema Ácida',
    });
    // several products may have no code
    await createProduct(t, c, { codigo: '' });
    expect(
      refusal(
        await api(
          t,
          'PUT',
          'editar-producto',
          { id_producto: 999_999, nombre: 'x' },
          c.admin.token,
        ),
      ),
    ).toEqual([404, 1002, 'El producto no existe.']);
    expect(
      refusal(
        await api(t, 'POST', 'crear-producto', { nombre: 'Sin precio' }, c.admin.token),
      ).slice(0, 2),
    ).toEqual([400, 1003]);
    expect(
      refusal(
        await api(
          t,
          'POST',
          'crear-producto',
          { nombre: 'x', precio: '1', costo: '-1' },
          c.admin.token,
        ),
      ).slice(0, 2),
    ).toEqual([400, 1003]);
  });
});

describe('get-all-productos (P/A)', () => {
  it('finds by name or code ignoring accents and case; stock at a branch or summed', async () => {
    const id = await createProduct(t, c, {
      nombre: 'Acondicionador Nutrición',
      codigo: 'SKU-NANDU-77',
    });
    okData(await adjust(t, c, id, c.branch.id, 3));
    okData(await adjust(t, c, id, c.otherBranch.id, 4));
    const byName = await list({ buscar: 'NUTRICION' }, c.pro.token);
    expect(byName.map((p) => [p.id_producto, p.stock])).toEqual([[id, 7]]);
    expect(
      (await list({ buscar: 'sku-nandu-7', id_sucursal: c.branch.id })).map((p) => p.stock),
    ).toEqual([3]);
    expect((await list({ buscar: 'nutricion', id_sucursal: c.otherBranch.id }))[0]?.stock).toBe(4);
    expect(await list({ buscar: '%' })).toEqual([]);
    expect(
      refusal(await api(t, 'GET', 'get-all-productos', { id_sucursal: 999_999 }, c.admin.token)),
    ).toEqual([404, 1002, 'La sucursal no existe.']);
  });
});

describe('ajustar-stock, transferir-stock, obtener-movimientos-stock (A)', () => {
  it('adjusts with a reason, never below 0, and keeps the history newest first', async () => {
    const id = await createProduct(t, c);
    expect(okData(await adjust(t, c, id, c.branch.id, 5))).toEqual({ stock: 5 });
    expect(okData(await adjust(t, c, id, c.branch.id, -2))).toEqual({ stock: 3 });
    expect(refusal(await adjust(t, c, id, c.branch.id, -4))).toEqual([
      409,
      1009,
      'Sin stock suficiente',
    ]);
    // a branch that never had it
    expect(refusal(await adjust(t, c, id, c.otherBranch.id, -1))[1]).toBe(1009);
    expect(refusal(await adjust(t, c, id, c.branch.id, 0)).slice(0, 2)).toEqual([400, 1003]);
    expect(refusal(await adjust(t, c, 999_999, c.branch.id, 1)).slice(0, 2)).toEqual([404, 1002]);
    expect(refusal(await adjust(t, c, id, 999_999, 1)).slice(0, 2)).toEqual([404, 1002]);
    const noReason = await api(
      t,
      'POST',
      'ajustar-stock',
      { id_producto: id, id_sucursal: c.branch.id, cantidad: 1, motivo: ' ' },
      c.admin.token,
    );
    expect(refusal(noReason).slice(0, 2)).toEqual([400, 1003]);

    const moved = okData(
      await api(
        t,
        'POST',
        'transferir-stock',
        {
          id_producto: id,
          id_sucursal_origen: c.branch.id,
          id_sucursal_destino: c.otherBranch.id,
          cantidad: 2,
        },
        c.admin.token,
      ),
    );
    expect(moved).toEqual({ stock_origen: 1, stock_destino: 2 });
    const transfer = (cantidad: number, destino = c.otherBranch.id) =>
      api(
        t,
        'POST',
        'transferir-stock',
        {
          id_producto: id,
          id_sucursal_origen: c.branch.id,
          id_sucursal_destino: destino,
          cantidad,
        },
        c.admin.token,
      );
    expect(refusal(await transfer(2))).toEqual([409, 1009, 'Sin stock suficiente']);
    expect(refusal(await transfer(1, c.branch.id)).slice(0, 2)).toEqual([400, 1003]);
    expect(refusal(await transfer(0)).slice(0, 2)).toEqual([400, 1003]);

    const history = okData(
      await api(t, 'GET', 'obtener-movimientos-stock', { id_producto: id }, c.admin.token),
    ).movimientos as { id_sucursal: number; cantidad: number; motivo: string; usuario: string }[];
    expect(history.map((m) => [m.id_sucursal, m.cantidad, m.motivo])).toEqual([
      [c.otherBranch.id, 2, 'transferencia'],
      [c.branch.id, -2, 'transferencia'],
      [c.branch.id, -2, 'ajuste: compra'],
      [c.branch.id, 5, 'ajuste: compra'],
    ]);
    expect(history[0]?.usuario).toBe('Admin Caja');
    const atOther = okData(
      await api(
        t,
        'GET',
        'obtener-movimientos-stock',
        { id_producto: id, id_sucursal: c.otherBranch.id },
        c.admin.token,
      ),
    ).movimientos as unknown[];
    expect(atOther).toHaveLength(1);
  });
});
