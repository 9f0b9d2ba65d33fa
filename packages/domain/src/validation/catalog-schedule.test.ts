import { describe, expect, it } from 'vitest';
import { serviceSchema, priceSchema } from './catalog';
import { agendaConfSchema, workingDaySchema } from './schedule';
import { depositConfSchema } from './deposit';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('shared form schemas', () => {
  it('reads the service form values (strings)', () => {
    const r = serviceSchema.parse({
      nombre: ' Corte ',
      duracion: '2',
      ocupacion: '10',
      precio: '1500,5',
    });
    expect(r).toEqual({
      nombre: 'Corte',
      descripcion: '',
      duracion: 2,
      ocupacion: '10',
      precio: '1500.50',
    });
    expect(priceSchema.safeParse('1500,555').success).toBe(false);
  });

  it('applies the working-day rules to active days only', () => {
    const base = {
      dia_semana: '0',
      activo: '1',
      hora_inicio1: '09:00',
      hora_fin1: '13:00',
      segundo_turno: '0',
    };
    expect(workingDaySchema.parse(base)).toMatchObject({ activo: true, hora_inicio2: '00:00' });
    expect(first(workingDaySchema.safeParse({ ...base, hora_fin1: '08:00' }))).toBe(
      'Hora de inicio debe ser menor que hora de finalización.',
    );
    expect(workingDaySchema.safeParse({ ...base, activo: '0', hora_fin1: '08:00' }).success).toBe(
      true,
    );
  });

  it('checks the grid against the appointment length', () => {
    const r = agendaConfSchema.safeParse({
      tiempo_turno: '45',
      grilla_turnos: '30',
      dias_agenda_abierta: '0',
    });
    expect(first(r)).toMatch(/^La grilla no podrá mostrar/);
    expect(
      agendaConfSchema.parse({ tiempo_turno: 45, grilla_turnos: 15, dias_agenda_abierta: 7 }),
    ).toMatchObject({
      permite_gap_entre_turnos: true,
      gap_entre_turnos: 15,
    });
  });

  it('normalises the deposit', () => {
    expect(
      depositConfSchema.parse({
        tipo_de_cobro_de_reserva: '3',
        valor_de_cobro_de_reserva: '10,005',
        horas_caducidad_reserva_impaga: '6',
        horas_reprogramar_turno: '0',
      }),
    ).toEqual({
      tipo_de_cobro_de_reserva: 3,
      valor_de_cobro_de_reserva: '10.01',
      horas_caducidad_reserva_impaga: 6,
      horas_reprogramar_turno: 0,
    });
    expect(
      first(
        depositConfSchema.safeParse({
          tipo_de_cobro_de_reserva: '2',
          valor_de_cobro_de_reserva: '0',
          horas_caducidad_reserva_impaga: '6',
          horas_reprogramar_turno: '0',
        }),
      ),
    ).toBe('Debe especificar un valor.');
  });
});
