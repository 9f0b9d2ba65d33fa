import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { minutesToTime } from '@turnos/domain';
import { wireAppointment } from '@/test/wire-appointment';
import { appointmentSegments } from '../utils/grid-layout';
import { AgendaBlock } from './agenda-block';

const ROW = 24;
const noop = () => {};
const handlers = {
  onPointerDown: noop,
  onPointerMove: noop,
  onPointerUp: noop,
  onPointerCancel: noop,
};

afterEach(cleanup);

/**
 * Issue 29.12: a service with a pause (pattern 101) drew its first piece 15 minutes high, and the
 * name, service and "Seña impaga" were cut. Whatever the pattern, the button that carries them
 * spans the appointment from its first worked unit to its last, and the filled pieces are exactly
 * the runs of worked units.
 */
describe('an agenda block', () => {
  it('carries its texts over its whole length, with one filled piece per run of work', () => {
    fc.assert(
      fc.property(
        // a pattern starts and ends with work; pauses anywhere between
        fc
          .array(fc.constantFrom('0', '1'), { maxLength: 10 })
          .map((middle) => (middle.length ? `1${middle.join('')}1` : '1')),
        fc.integer({ min: 0, max: 20 }),
        (pattern, startRow) => {
          const start = 9 * 60 + startRow * 15;
          const end = start + pattern.length * 15;
          const segments = appointmentSegments(
            { start: 9 * 60, end: 21 * 60 },
            start,
            end,
            pattern,
          );
          render(
            <div style={{ position: 'relative' }}>
              <AgendaBlock
                appointment={wireAppointment({
                  id_turno: 5,
                  hora_inicio: minutesToTime(start),
                  hora_fin: minutesToTime(end),
                  cliente_nombre: 'Facundo Medina',
                  nombre_servicio: 'Nutrición capilar',
                  monto_reserva: '4350.00',
                  reserva_paga: '0',
                })}
                segments={segments}
                lane={0}
                lanes={1}
                rowPx={ROW}
                overbookingIndex={null}
                dimmed={false}
                visitSize={null}
                tabIndex={0}
                nav="0:0"
                handlers={handlers}
                onOpen={noop}
              />
            </div>,
          );
          const button = screen.getByRole('button', { name: /^Turno de Facundo Medina/ });
          expect(button).toHaveStyle({
            top: `${startRow * ROW + 1}px`,
            height: `${pattern.length * ROW - 2}px`,
          });
          expect(button).toHaveTextContent('Facundo Medina');
          expect(button).toHaveTextContent('Nutrición capilar');
          expect(button).toHaveTextContent('Seña impaga');
          const runs = [...pattern.matchAll(/1+/g)];
          const pieces = [...document.querySelectorAll<HTMLElement>('[data-turno-piece="5"]')];
          expect(pieces).toHaveLength(runs.length > 1 ? runs.length : 0);
          pieces.forEach((piece, i) => {
            const run = runs[i];
            expect(piece).toHaveStyle({
              top: `${(startRow + (run?.index ?? 0)) * ROW + 1}px`,
              height: `${(run?.[0].length ?? 0) * ROW - 2}px`,
            });
          });
          cleanup();
        },
      ),
      { numRuns: 60, seed: 2912 },
    );
  });
});
