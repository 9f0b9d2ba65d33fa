import { describe, expect, it } from 'vitest';
import { turno } from '@turnos/contract';
import { wireAppointment } from './wire-appointment';

describe('the tests’ wire turno', () => {
  it('is what the server sends (the contract’s strict schema)', () => {
    expect(turno.safeParse(wireAppointment()).error).toBeUndefined();
    expect(turno.safeParse(wireAppointment({ vence: '2030-01-14T10:00:00.000Z' })).success).toBe(
      true,
    );
  });

  it('keeps what a test sets', () => {
    expect(wireAppointment({ id_turno: 42, reserva_paga: '0' })).toMatchObject({
      id_turno: 42,
      reserva_paga: '0',
    });
  });
});
