import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { AgendaScreen } from './agenda-screen';
import { rulesRoutes, appointment } from './agenda-test-api';

// the date picker makes the first render slow in jsdom
configure({ asyncUtilTimeout: 8000 });

/**
 * Issue 29: staff can always open a day that has appointments in their agenda, and a day off is
 * marked with its reason. Today is Monday 2026-11-23 (09:00 in Buenos Aires); Monday–Friday work.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const routes = {
  ...rulesRoutes,
  'obtener-dias-no-laborables': {
    data: {
      diasNoLaborables: [
        {
          id_dia_no_laborable: 1,
          id_peluquero_sucursal: 5,
          fecha: '2026-11-25',
          razon: 'Capacitación',
        },
        { id_dia_no_laborable: 2, id_peluquero_sucursal: 5, fecha: '2026-11-26', razon: '' },
      ],
    },
  },
  // the month's appointments: one on Saturday the 28th (not a working weekday), a cancelled one
  // on Sunday the 29th
  'obtener-turnos-por-periodo': ({ url }: { url: URL }) =>
    jsonResponse(200, {
      success: true,
      data: {
        turnos:
          url.searchParams.get('fecha_desde') === '2026-12-01'
            ? [wireAppointment({ id_turno: 10, fecha: '2026-12-06', id_peluquero_sucursal: 5 })]
            : [
                wireAppointment({ id_turno: 8, fecha: '2026-11-28', id_peluquero_sucursal: 5 }),
                wireAppointment({
                  id_turno: 9,
                  fecha: '2026-11-29',
                  id_peluquero_sucursal: 5,
                  is_cancelado: '1',
                }),
              ],
      },
    }),
  'obtener-agenda': {
    data: [appointment(21, '10:00', { fecha: '2026-11-25', cliente_nombre: 'Ana Pérez' })],
  },
};

function open(path: string) {
  const api = mockApi(routes);
  renderRoutes([{ path: '/agenda', element: <AgendaScreen professionalBranchId="5" /> }], path);
  return api;
}

describe('the agenda’s calendar and a day off', { timeout: 90_000 }, () => {
  it('opens days off (marked with their reason) and days with appointments, not other days off work', async () => {
    const api = open('/agenda');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
    const grid = await screen.findByRole('grid');
    // the month's appointments were asked for that professional-branch, whole month
    const asked = callsTo(api, 'obtener-turnos-por-periodo')[0]?.url.searchParams;
    expect(asked?.get('id_peluquero_sucursal')).toBe('5');
    expect(asked?.get('fecha_desde')).toBe('2026-11-01');
    expect(asked?.get('fecha_hasta')).toBe('2026-11-30');
    const day = (name: string | RegExp) => within(grid).getByRole('gridcell', { name });
    expect(day('24')).toBeEnabled(); // a working Tuesday
    expect(day('25, No laborable: Capacitación')).toBeEnabled();
    expect(day('25, No laborable: Capacitación')).toHaveAttribute(
      'title',
      'No laborable: Capacitación',
    );
    expect(day('26, No laborable')).toBeEnabled();
    expect(await within(grid).findByRole('gridcell', { name: '28' })).toBeEnabled(); // Saturday, booked
    expect(day('29')).toBeDisabled(); // Sunday: only a cancelled appointment
    expect(day('22')).toBeDisabled(); // Sunday, nothing
    // the next month: its own appointments decide (Sunday the 6th has one, Sunday the 13th not)
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await within(grid).findByRole('gridcell', { name: '6' })).toBeEnabled();
    expect(within(grid).getByRole('gridcell', { name: '13' })).toBeDisabled();
    expect(screen.getByText(/diciembre 2026/)).toBeInTheDocument();
    expect(
      callsTo(api, 'obtener-turnos-por-periodo').map((c) => c.url.searchParams.get('fecha_hasta')),
    ).toContain('2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await user.click(
      await within(grid).findByRole('gridcell', { name: '25, No laborable: Capacitación' }),
    );
    expect(screen.getByText('No laborable: Capacitación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar turnos del día' })).toBeEnabled();
  });

  it('a day off opened shows why and the appointments it still holds', async () => {
    open('/agenda?fecha=2026-11-25');
    expect(
      await screen.findByText(
        'No laborable: Capacitación. Los clientes no pueden reservar este día.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Turno de Ana Pérez, Corte de dama$/ }),
    ).toBeInTheDocument();
  });
});
