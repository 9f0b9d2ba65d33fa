import { describe, expect, it } from 'vitest';
import { cobro, obtenerCaja, obtenerCajas } from '@turnos/contract';
import { annulledCharge, closedTill, wireTill, wireCharge, wireTillView } from './wire-counter';

describe('the tests’ wire counter objects', () => {
  it('are what the server sends (the contract’s strict schemas)', () => {
    expect(cobro.safeParse(wireCharge()).error).toBeUndefined();
    expect(cobro.safeParse(annulledCharge('duplicado')).error).toBeUndefined();
    expect(
      obtenerCajas.data.safeParse({ cajas: [wireTill(), closedTill('27900.00', '-100.00')] }).error,
    ).toBeUndefined();
    expect(
      obtenerCaja.data.safeParse(
        wireTillView(
          wireTill(),
          [wireCharge()],
          [
            {
              id_movimiento: 1,
              tipo: 'egreso',
              monto: '500.00',
              motivo: 'Café',
              fecha_hora: '2030-01-15T15:00:00.000Z',
              usuario: 'Admin Caja',
            },
          ],
        ),
      ).error,
    ).toBeUndefined();
  });
});
