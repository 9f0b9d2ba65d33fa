import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { AgendaScreen } from './agenda-screen';
import { asStaff, ownBranchesRoute, rulesRoutes, appointment } from './agenda-test-api';

// the date picker makes the first render slow in jsdom
configure({ asyncUtilTimeout: 8000 });

/**
 * Contract §7.6 in the professional's agenda (issue 33): the date picker names the national
 * holidays that close the studio and the closures of the professional-branch's branch (3), read
 * with that branch's id; such a date is disabled unless it holds appointments (issue 29: staff
 * can always open those). Today is Monday 2026-11-23 — itself a holiday — and Monday–Friday work.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const holiday = (fecha: string, nombre: string, over: Record<string, unknown> = {}) => ({
  fecha,
  nombre,
  tipo: 'trasladable',
  id_sucursal: null,
  abierto: '0',
  id_cierre: null,
  ...over,
});

/** As the server answers: with id_sucursal, that branch's closures and the studio-wide ones. */
const holidays: MockRoute = ({ url }) => {
  const branch = url.searchParams.get('id_sucursal');
  const list =
    url.searchParams.get('anio') === '2026'
      ? [
          holiday('2026-11-23', 'Día de la Soberanía Nacional'),
          // another branch's closure: never this agenda's
          ...(branch === '3'
            ? []
            : [holiday('2026-11-24', 'Pintura', { tipo: 'cierre', id_sucursal: 9, id_cierre: 2 })]),
          holiday('2026-11-27', 'Inventario', { tipo: 'cierre', id_sucursal: 3, id_cierre: 1 }),
          // a holiday the studio works (marked open)
          holiday('2026-12-08', 'Inmaculada Concepción', { tipo: 'inamovible', abierto: '1' }),
        ]
      : [];
  return jsonResponse(200, { success: true, data: { feriados: list } });
};

const routes: Record<string, MockRoute> = {
  ...rulesRoutes,
  ...ownBranchesRoute,
  'obtener-feriados': holidays,
  // the closure's Friday still holds an appointment
  'obtener-turnos-por-periodo': {
    data: {
      turnos: [wireAppointment({ id_turno: 8, fecha: '2026-11-27', id_peluquero_sucursal: 5 })],
    },
  },
  'obtener-agenda': {
    data: [appointment(21, '10:00', { fecha: '2026-11-27', cliente_nombre: 'Ana Pérez' })],
  },
};

function open(path: string, { isAdmin = false, extra = {} as Record<string, MockRoute> } = {}) {
  const api = mockApi({ ...routes, ...extra });
  renderRoutes(
    [{ path: '/agenda', element: asStaff(<AgendaScreen professionalBranchId="5" />, isAdmin) }],
    path,
  );
  return api;
}

describe('the agenda’s calendar: holidays and closures', { timeout: 90_000 }, () => {
  it('names the closing holiday and the branch’s closure, disabled unless they hold appointments', async () => {
    const api = open('/agenda');
    const user = userEvent.setup();
    // today is a closing holiday with nothing booked: not opened by itself
    expect(
      await screen.findByText('Elegí una fecha y presioná el botón de búsqueda.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
    const grid = await screen.findByRole('grid');
    const day = (name: string | RegExp) => within(grid).getByRole('gridcell', { name });
    const holiday = await within(grid).findByRole('gridcell', {
      name: '23, Feriado: Día de la Soberanía Nacional',
    });
    expect(holiday).toBeDisabled();
    expect(holiday).toHaveAttribute('title', 'Feriado: Día de la Soberanía Nacional');
    // the closure's Friday has an appointment: it opens, named
    expect(
      await within(grid).findByRole('gridcell', { name: '27, Cerrado: Inventario' }),
    ).toBeEnabled();
    // another branch's closure is not this agenda's: a plain working Tuesday
    expect(day('24')).toBeEnabled();
    expect(day('24')).not.toHaveAttribute('title');
    // every year asked with the branch of professional-branch 5
    const asked = callsTo(api, 'obtener-feriados');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => c.url.searchParams.get('id_sucursal') === '3')).toBe(true);
    // a holiday marked as worked is an ordinary day
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await within(grid).findByRole('gridcell', { name: '8' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await user.click(
      await within(grid).findByRole('gridcell', { name: '27, Cerrado: Inventario' }),
    );
    expect(screen.getByText('Cerrado: Inventario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar turnos del día' })).toBeEnabled();
  });

  it('a closed date opened says why and shows what it holds; an admin’s look finds the branch in the staff list', async () => {
    const api = open('/agenda?fecha=2026-11-27', {
      isAdmin: true,
      extra: {
        'obtener-sucursales-peluquero': { data: { ...emptyOwn } },
        'get-all-peluqueros': {
          data: {
            peluqueros: [
              {
                id_peluquero: 41,
                id_peluquero_sucursal: 5,
                nombre: 'Sofía Romero',
                email: 's@t.test',
                nombre_sucursal: 'Centro',
                id_sucursal: 3,
                funcion: 'peluquero',
                celular: '549297',
                activo: '1',
                rol_admin: false,
              },
            ],
          },
        },
      },
    });
    expect(
      await screen.findByText('Cerrado: Inventario. Los clientes no pueden reservar este día.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Turno de Ana Pérez, Corte de dama$/ }),
    ).toBeInTheDocument();
    expect(
      callsTo(api, 'obtener-feriados').every((c) => c.url.searchParams.get('id_sucursal') === '3'),
    ).toBe(true);
  });
});

const emptyOwn = {
  sucursales: [],
  peluquero: {
    id_peluquero: 40,
    nombre: 'Sofía Romero',
    email: 'sofia@t.test',
    celular: '549297',
    rol_admin: true,
  },
};
