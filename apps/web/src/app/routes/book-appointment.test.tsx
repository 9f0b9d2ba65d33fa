import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { routes } from '../router';

/** Issue 29.3: a client at the active-appointment limit is told so as the booking page opens. */
function asClient(cantidad: number, max: number) {
  localStorage.setItem('turnos.jwt', 'h.e30.s');
  return mockApi({
    validate: {
      data: {
        user: {
          ID: 7,
          display_name: 'Ana',
          user_email: 'ana@x.com',
          user_status: '1',
          user_is_blocked: '0',
        },
        roles: ['cliente'],
      },
    },
    'obtener-turnos-activos-cliente': { data: { turnos: [], cantidad } },
    'obtener-max-turnos-activos': { data: max },
    'get-all-sucursales': { data: { sucursales: [{ id: 2, nombre: 'Km 3', direccion: 'x' }] } },
    'get-peluqueros-por-sucursal': { data: { peluqueros: [] } },
  });
}

describe('the booking page and the active-appointment limit', () => {
  it('at the limit says so on arriving, with the way to Mis turnos, and shows no wizard', async () => {
    const fetchMock = asClient(3, 3);
    renderRoutes(routes, '/cliente/reservar-turno');
    expect(
      await screen.findByText(
        'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tenés 3 de 3 turnos activos. Para reservar otro, cancelá uno en Mis turnos o esperá a que pase.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mis turnos' })).toHaveAttribute(
      'href',
      '/cliente/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    expect(callsTo(fetchMock, 'get-all-sucursales')).toHaveLength(0);
  });

  it('below the limit (or without one) opens the wizard', async () => {
    asClient(2, 3);
    const first = renderRoutes(routes, '/cliente/reservar-turno');
    expect(
      await screen.findByRole('button', { name: 'Siguiente' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/MAXIMO DE TURNOS ACTIVOS/)).toBeNull();
    first.unmount();

    asClient(5, 0);
    renderRoutes(routes, '/cliente/reservar-turno');
    expect(
      await screen.findByRole('button', { name: 'Siguiente' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
