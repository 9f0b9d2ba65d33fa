import { describe, expect, it } from 'vitest';
import { commissionTotals, commissionsCsv } from './commissions-csv';

const row = (id: number, nombre: string, services: string, commission: string) => ({
  id_peluquero_sucursal: id,
  nombre,
  servicios: services,
  productos: '0.10',
  comision: commission,
  propinas: '0.20',
  total_a_pagar: (Number(commission) + 0.2).toFixed(2),
});

describe('commission report CSV', () => {
  it('sums each figure exactly', () => {
    expect(
      commissionTotals([row(1, 'Ana', '0.10', '0.10'), row(2, 'Beto', '0.20', '0.20')]),
    ).toEqual({
      servicios: '0.30',
      productos: '0.20',
      comision: '0.30',
      propinas: '0.40',
      total_a_pagar: '0.70',
    });
    expect(commissionTotals([]).total_a_pagar).toBe('0.00');
  });

  it('writes one row per professional and branch, then the totals, by §6.6', () => {
    const csv = commissionsCsv([row(1, '=Ana', '7200.00', '3600.00')], (id) => `Sucursal ${id}`);
    expect(csv).toBe(
      '\uFEFFProfesional;Sucursal;Servicios;Productos;Comisión;Propinas;Total a pagar\r\n' +
        "'=Ana;Sucursal 1;7200,00;0,10;3600,00;0,20;3600,20\r\n" +
        'Total;;7200,00;0,10;3600,00;0,20;3600,20\r\n',
    );
  });
});
