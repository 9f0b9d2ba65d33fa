import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closedDatesOf, isDateDisabled, lastBookableDate, toCalendarRules } from './date-rules';

// 2026-11-23 is a Monday (dia_semana 0)
const today = '2026-11-23';
const rules = toCalendarRules({
  conf: {
    tiempo_turno: 30,
    grilla_turnos: 15,
    dias_agenda_abierta: '7',
    tipo_de_cobro_de_reserva: 0,
    valor_de_cobro_de_reserva: '0',
    horas_caducidad_reserva_impaga: 0,
    horas_reprogramar_turno: 0,
  },
  // Sunday (6) off, everything else on
  diasLaborables: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    dia_semana: d,
    activo: d === 6 ? '0' : '1',
  })),
  diasNoLaborables: [{ fecha: '2026-11-25', razon: 'Capacitación' }],
});

describe('isDateDisabled', () => {
  it.each([
    ['2026-11-22', true, 'past'],
    ['2026-11-23', false, 'today'],
    ['2026-11-24', false, 'working day'],
    ['2026-11-25', true, 'non-working date'],
    ['2026-11-29', true, 'inactive weekday (Sunday)'],
    ['2026-11-30', false, 'last day of the window'],
    ['2026-12-01', true, 'beyond today + dias_agenda_abierta'],
  ])('%s → %s (%s)', (date, disabled) => {
    expect(isDateDisabled(date, today, rules)).toBe(disabled);
  });

  it('has no window when dias_agenda_abierta is 0', () => {
    const open = { ...rules, agendaOpenDays: 0 };
    expect(isDateDisabled('2027-06-01', today, open)).toBe(false);
    expect(lastBookableDate(today, open)).toBeNull();
    expect(lastBookableDate(today, rules)).toBe('2026-11-30');
  });
});

describe('closed dates (contract §7.6)', () => {
  const holiday = (over: Partial<Parameters<typeof closedDatesOf>[0][number]>) => ({
    fecha: '2026-11-23',
    nombre: 'Día de la Soberanía Nacional',
    tipo: 'trasladable' as const,
    id_sucursal: null,
    abierto: '1' as const,
    id_cierre: null,
    ...over,
  });

  it('a closure, or a holiday the server answers as not worked, is closed with its name; a worked holiday is not', () => {
    const closed = closedDatesOf([
      holiday({}),
      holiday({
        fecha: '2026-12-08',
        nombre: 'Inmaculada Concepción',
        tipo: 'inamovible',
        abierto: '0',
      }),
      holiday({
        fecha: '2026-12-08',
        nombre: 'Inventario',
        tipo: 'cierre',
        abierto: '0',
        id_cierre: 3,
      }),
      holiday({
        fecha: '2026-12-24',
        nombre: 'Nochebuena',
        tipo: 'cierre',
        abierto: '0',
        id_cierre: 4,
      }),
    ]);
    expect([...closed]).toEqual([
      ['2026-12-08', 'Feriado: Inmaculada Concepción · Cerrado: Inventario'],
      ['2026-12-24', 'Cerrado: Nochebuena'],
    ]);
  });

  it('every closed date is disabled, whatever else the rules say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.boolean(), (offset, closure) => {
        const fecha = new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);
        const withClosed = toCalendarRules({
          conf: { dias_agenda_abierta: '0' },
          diasLaborables: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dia_semana: d, activo: '1' })),
          diasNoLaborables: [],
          feriados: [holiday({ fecha, tipo: closure ? 'cierre' : 'inamovible', abierto: '0' })],
        });
        expect(isDateDisabled(fecha, today, withClosed)).toBe(true);
        expect(isDateDisabled(fecha, today, { ...withClosed, closedDates: new Map() })).toBe(false);
      }),
    );
  });
});
