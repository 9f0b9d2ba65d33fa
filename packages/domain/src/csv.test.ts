import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, csvMoney, csvText } from './csv';

describe('csv (contract §6.6)', () => {
  it('writes a BOM, a header, ; between cells and CRLF after every row', () => {
    expect(csvText(['Profesional', 'Total'], [['Ana', '1500,50']])).toBe(
      '\uFEFFProfesional;Total\r\nAna;1500,50\r\n',
    );
  });

  it('keeps formulas as text and quotes what holds ; " or a line break', () => {
    const rows = [['=1+1'], ['-5'], ['Pérez; Ana'], ['dijo "hola"'], ['dos\nlíneas']];
    expect(csvText(['a'], rows)).toBe(
      '\uFEFFa\r\n\'=1+1\r\n\'-5\r\n"Pérez; Ana"\r\n"dijo ""hola"""\r\n"dos\nlíneas"\r\n',
    );
    expect(csvCell('@SUMA(A1)')).toBe("'@SUMA(A1)");
    expect(csvCell('＝1')).toBe("'＝1");
    expect(csvMoney('1500.50')).toBe('1500,50');
  });

  it('leaves plain cells as they are, one line per row', () => {
    const plain = fc.stringMatching(/^[A-Za-z0-9áéíóúñ ,.]{0,12}$/).filter((s) => !/^\s/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(plain, { minLength: 2, maxLength: 2 })), (rows) => {
        const text = csvText(['x', 'y'], rows);
        expect(text.split('\r\n')).toEqual(['\uFEFFx;y', ...rows.map((r) => r.join(';')), '']);
      }),
    );
  });
});
