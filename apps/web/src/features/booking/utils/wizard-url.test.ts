import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_PATTERN, addDays, isRealDate } from '@turnos/domain';
import { VISIT_MAX_SERVICES } from './visit-plan';
import {
  EMPTY_WIZARD_URL,
  PARAM,
  canonicalWizardUrl,
  readWizardUrl,
  writeWizardUrl,
  type WizardUrl,
} from './wizard-url';

const id = fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 999_999_999 }).map(String));
const fecha = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2026-01-01', n)),
);
const hora = fc.oneof(
  fc.constant(''),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
);
const state: fc.Arbitrary<WizardUrl> = fc.record({
  sucursal: id,
  peluquero: id,
  servicio: id,
  catalogo: id,
  extras: fc.array(fc.record({ peluquero: id, servicio: id }), {
    maxLength: VISIT_MAX_SERVICES - 1,
  }),
  paso: fc.constantFrom(1 as const, 2 as const),
  fecha,
  hora,
});

/** Every spelling a hand-edited, truncated or hostile link may bring. */
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '０１',
    '12345678901',
    '2026-02-30',
    '2026-13-01',
    '1999-12-31',
    '24:00',
    '9:00',
    '10:00:00',
    '<script>',
    'javascript:alert(1)',
    '%00',
    '1-2-3',
    '-',
    '5-',
    '-7',
    ' 5',
    '5 ',
  ),
);

describe('the wizard in the URL (ADR 0090)', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(state, (s) => {
        const canonical = canonicalWizardUrl(s);
        // what the URL cannot hold: a time without a day, a service without its professional
        expect(canonical).toEqual({
          ...s,
          hora: s.fecha === '' ? '' : s.hora,
          extras: s.extras.map((x) => ({ ...x, servicio: x.peluquero === '' ? '' : x.servicio })),
        });
        // and writing it again gives the same query string (links are stable)
        expect(writeWizardUrl(canonical).toString()).toBe(writeWizardUrl(s).toString());
      }),
    );
  });

  it('never throws on a hostile query string and keeps only well-formed values', () => {
    const names = [...Object.values(PARAM), 'otro'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), hostile), { maxLength: 12 }),
        (pairs) => {
          const params = new URLSearchParams();
          for (const [k, v] of pairs) params.append(k, v);
          const s = readWizardUrl(params);
          for (const v of [s.sucursal, s.peluquero, s.servicio, s.catalogo]) {
            expect(v === '' || /^[1-9]\d{0,8}$/.test(v)).toBe(true);
          }
          for (const x of s.extras) {
            expect(x.peluquero === '' || /^[1-9]\d{0,8}$/.test(x.peluquero)).toBe(true);
            expect(x.servicio === '' || /^[1-9]\d{0,8}$/.test(x.servicio)).toBe(true);
            if (x.peluquero === '') expect(x.servicio).toBe('');
          }
          expect(s.extras.length).toBeLessThan(VISIT_MAX_SERVICES);
          expect(s.fecha === '' || isRealDate(s.fecha)).toBe(true);
          expect(s.hora === '' || (s.fecha !== '' && TIME_PATTERN.test(s.hora))).toBe(true);
          expect([1, 2]).toContain(s.paso);
        },
      ),
    );
  });

  it("opens the waitlist's link (service and date, no step) on step 2", () => {
    const link = new URLSearchParams(
      'id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=11&fecha=2026-12-21',
    );
    expect(readWizardUrl(link)).toEqual({
      ...EMPTY_WIZARD_URL,
      sucursal: '2',
      peluquero: '4',
      servicio: '11',
      fecha: '2026-12-21',
      paso: 2,
    });
    // step 1 with the same service and date says so, so it is not read as step 2
    const back = writeWizardUrl({ ...readWizardUrl(link), paso: 1 });
    expect(back.get('paso')).toBe('1');
    expect(readWizardUrl(back).paso).toBe(1);
  });

  it('keeps the order of a visit and drops what is over its size', () => {
    const params = new URLSearchParams('mas=5-52&mas=-&mas=6-&mas=7-70&mas=8-80');
    expect(readWizardUrl(params).extras).toEqual([
      { peluquero: '5', servicio: '52' },
      { peluquero: '', servicio: '' },
      { peluquero: '6', servicio: '' },
    ]);
  });
});
