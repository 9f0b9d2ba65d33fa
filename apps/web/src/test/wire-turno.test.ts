import { describe, expect, it } from 'vitest';
import { turno } from '@turnos/contract';
import { wireTurno } from './wire-turno';

describe('the tests’ wire turno', () => {
  it('is what the server sends (the contract’s strict schema)', () => {
    expect(turno.safeParse(wireTurno()).error).toBeUndefined();
    expect(turno.safeParse(wireTurno({ vence: '2030-01-14T10:00:00.000Z' })).success).toBe(true);
  });

  it('keeps what a test sets', () => {
    expect(wireTurno({ id_turno: 42, reserva_paga: '0' })).toMatchObject({
      id_turno: 42,
      reserva_paga: '0',
    });
  });
});
