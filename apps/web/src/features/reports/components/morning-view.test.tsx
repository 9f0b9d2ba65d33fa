import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { renderAt } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { TodayPanel } from './morning-view';

const BRANCHES = [
  { id: 1, nombre: 'Centro' },
  { id: 2, nombre: 'Km 3' },
];
const TODAY = '2030-01-15';
const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const appointmentArb = fc.record({
  branch: fc.constantFrom(...BRANCHES),
  start: fc.integer({ min: 32, max: 80 }).map((q) => q * 15),
  cancelled: fc.boolean(),
  busy: fc.boolean(),
});

afterEach(cleanup);

/**
 * Issue 29: "Centro: 4 turnos" listed 3 with no way to see the rest. Whatever the day holds, the
 * count of each branch is what its link to the agenda promises, and the list says which part of
 * them it shows.
 */
describe('the dashboard\'s "Hoy" panel', () => {
  it('counts, lists and links the same appointments per branch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(appointmentArb, { maxLength: 9 }),
        fc.integer({ min: 36, max: 84 }).map((q) => time(q * 15)),
        async (drawn, now) => {
          const appointments = drawn.map((d, i) =>
            wireAppointment({
              id_turno: i + 1,
              fecha: TODAY,
              hora_inicio: time(d.start),
              id_sucursal: d.branch.id,
              nombre_sucursal: d.branch.nombre,
              is_cancelado: d.cancelled ? '1' : '0',
              ocupado: d.busy ? '1' : '0',
              cliente_nombre: `Cliente ${i + 1}`,
            }),
          );
          mockApi({ 'obtener-turnos-por-fecha': { data: { turnos: appointments } } });
          renderAt('/', <TodayPanel today={TODAY} now={now} />);
          const active = appointments.filter((t) => t.is_cancelado === '0' && t.ocupado === '0');
          if (active.length === 0) {
            expect(await screen.findByText('No hay turnos hoy.')).toBeInTheDocument();
          }
          for (const b of BRANCHES) {
            const ofBranch = active.filter((t) => t.id_sucursal === b.id);
            if (ofBranch.length === 0) continue;
            const n = ofBranch.length;
            expect(
              await screen.findByText(`${b.nombre}: ${n} ${n === 1 ? 'turno' : 'turnos'}`),
            ).toBeInTheDocument();
            const link = screen.getByRole('link', {
              name:
                n === 1
                  ? `Ver el turno de ${b.nombre} en la agenda`
                  : `Ver los ${n} turnos de ${b.nombre} en la agenda`,
            });
            expect(link.getAttribute('href')).toContain(`sucursal=${b.id}`);
            expect(link.getAttribute('href')).toContain(`fecha=${TODAY}`);
            const coming = ofBranch.filter((t) => t.hora_inicio >= now);
            const list = screen.queryByRole('list', { name: `Próximos turnos en ${b.nombre}` });
            const shown = list ? within(list).getAllByRole('listitem').length : 0;
            expect(shown).toBe(Math.min(3, coming.length));
            if (coming.length === 0) {
              expect(list).toBeNull();
            } else if (shown < n) {
              // a partial list always says what it is
              const said = list?.previousElementSibling?.textContent ?? '';
              expect(said).toMatch(/próximos|por venir/i);
            }
          }
          cleanup();
        },
      ),
      { numRuns: 25, seed: 29_11, endOnFailure: true },
    );
  }, 60_000);
});
