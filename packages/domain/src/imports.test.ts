import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellText,
  detectSeparator,
  foldText,
  importDate,
  importEmail,
  importPhone,
  importPrice,
  importTime,
  mapColumns,
} from './imports';
import { csvCell } from './csv';

describe('import headers (contract §7.8)', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('  Teléfono ')).toBe('telefono');
    expect(foldText('E-MAIL')).toBe('e mail');
    expect(foldText('Correo Electrónico')).toBe('correo electronico');
    expect(foldText('NOMBRE_Y_APELLIDO')).toBe('nombre y apellido');
  });

  it('maps any spelling of the contract names, and says what is missing', () => {
    const m = mapColumns('clientes', ['NOMBRE', 'E-mail', 'Teléfono', 'Notas', 'Cumpleaños']);
    expect(m.problem).toBeNull();
    expect(m.index).toEqual({ nombre: 0, email: 1, celular: 2, nota: 3 });
    expect(m.mapping.at(-1)).toEqual({ columna: 'Cumpleaños', campo: null });
    expect(mapColumns('clientes', ['Nombre', 'Celular']).problem).toBeNull();
    expect(mapColumns('clientes', ['Email']).problem).toContain('«nombre»');
    expect(mapColumns('clientes', ['Nombre', 'Nota']).problem).toContain('«email o celular»');
    const t = mapColumns('turnos', ['Fecha', 'Hora', 'Email', 'Profesional', 'Sucursal']);
    expect(t.problem).toContain('«servicio»');
    // a field named twice is read from its first column
    expect(mapColumns('clientes', ['nombre', 'email', 'mail']).index.email).toBe(1);
  });

  it('detects the separator of the header line, quotes aside', () => {
    expect(detectSeparator('nombre;email;celular')).toBe(';');
    expect(detectSeparator('nombre,email,celular')).toBe(',');
    expect(detectSeparator('"Nombre, completo";email;celular')).toBe(';');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
    expect(detectSeparator('nombre')).toBe(',');
  });

  it('reads back a cell our own exports protected from formulas', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('=', '+', '-', '@', '＝', 'a', ' ', "'", 'ñ'),
          maxLength: 8,
        }),
        (s) => {
          const text = s.trim();
          fc.pre(!text.startsWith("'"));
          expect(cellText(csvCell(text))).toBe(text);
        },
      ),
    );
    expect(cellText("  'Hola ")).toBe("'Hola");
  });
});

describe('import values', () => {
  it('reads dates day first, in both formats, and only real days', () => {
    expect(importDate('05/12/2026')).toBe('2026-12-05');
    expect(importDate('5/1/2026')).toBe('2026-01-05');
    expect(importDate('05-12-26')).toBe('2026-12-05');
    expect(importDate('2026-12-05')).toBe('2026-12-05');
    expect(importDate('31/02/2026')).toBeNull();
    expect(importDate('12/31/2026')).toBeNull();
    expect(importDate('mañana')).toBeNull();
    expect(importDate('05/12/1800')).toBeNull();
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31') }), (d) => {
        fc.pre(!Number.isNaN(d.getTime()));
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(importDate(`${day}/${m}/${y}`)).toBe(iso);
        expect(importDate(iso)).toBe(iso);
      }),
    );
  });

  it('reads times as people write them', () => {
    expect(importTime('9:30')).toBe('09:30');
    expect(importTime('09.30')).toBe('09:30');
    expect(importTime('17:00:00')).toBe('17:00');
    expect(importTime('17:00 hs')).toBe('17:00');
    expect(importTime('24:00')).toBeNull();
    expect(importTime('10:75')).toBeNull();
    expect(importTime('diez')).toBeNull();
  });

  it('reads prices with Argentine or English marks', () => {
    expect(importPrice('8000')).toBe('8000.00');
    expect(importPrice('8.000')).toBe('8000.00');
    expect(importPrice('$ 12.500,50')).toBe('12500.50');
    expect(importPrice('8000,5')).toBe('8000.50');
    expect(importPrice('8000.50')).toBe('8000.50');
    expect(importPrice('8,000.50')).toBe('8000.50');
    expect(importPrice('-5')).toBeNull();
    expect(importPrice('8.00.0')).toBeNull();
    expect(importPrice('gratis')).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (n, c) => {
          const cents = String(c).padStart(2, '0');
          const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
          expect(importPrice(`$ ${grouped},${cents}`)).toBe(`${n}.${cents}`);
          expect(importPrice(`${n}.${cents}`)).toBe(`${n}.${cents}`);
        },
      ),
    );
  });

  it('stores phones and e-mails in one form, empty as empty', () => {
    expect(importPhone('011 15 5555-1234')).toBe('5491155551234');
    expect(importPhone('+54 9 11 5555-1234')).toBe('5491155551234');
    expect(importPhone('')).toBe('');
    expect(importPhone('123')).toBeNull();
    expect(importEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(importEmail('')).toBe('');
    expect(importEmail('ana@')).toBeNull();
  });
});
