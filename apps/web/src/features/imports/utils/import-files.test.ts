import { describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATES } from '@turnos/domain';
import { errorsCsv, templateCsv } from './import-files';
import { readPreview } from './read-preview';

describe('import files made in the browser', () => {
  it.each(['clientes', 'turnos'] as const)(
    'the %s template reads back with every column mapped and its example lines',
    async (kind) => {
      const file = new File([templateCsv(kind)], `plantilla-${kind}.csv`);
      const read = await readPreview(file, kind);
      if (!('preview' in read)) throw new Error(read.problem);
      expect(read.preview.encoding).toBe('UTF-8');
      expect(read.preview.separator).toBe(';');
      expect(read.preview.mapped.problem).toBeNull();
      expect(read.preview.mapped.mapping.every((m) => m.campo !== null)).toBe(true);
      expect(read.preview.rows).toEqual(IMPORT_TEMPLATES[kind].rows);
    },
  );

  it('writes the error lines as a §6.6 CSV, a formula in a reason kept as text', () => {
    const text = errorsCsv([
      { linea: 3, mensaje: 'El email «ana@» no es válido.' },
      { linea: 9, mensaje: '=HYPERLINK("http://x")' },
      { linea: 12, mensaje: 'Dice; algo' },
    ]);
    expect(text).toBe(
      '\uFEFFLínea;Motivo\r\n3;El email «ana@» no es válido.\r\n9;"\'=HYPERLINK(""http://x"")"\r\n12;"Dice; algo"\r\n',
    );
  });
});
