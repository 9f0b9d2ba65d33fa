import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '@/test/render';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();

function server(roles: string[] | null) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('auth/validate') && roles) {
      return jsonResponse(200, {
        success: true,
        data: {
          user: {
            ID: 3,
            display_name: 'Ana',
            user_email: 'a@x.com',
            user_status: '1',
            user_is_blocked: '0',
          },
          roles,
        },
      });
    }
    if (url.includes('obtener-opcion'))
      return jsonResponse(200, { success: true, data: 'Peluquería Sol' });
    if (url.includes('get-all-servicios')) {
      return jsonResponse(200, {
        success: true,
        data: {
          servicios: [
            {
              id_servicio: 1,
              nombre: 'Ocupado',
              descripcion: '',
              duracion: 1,
              ocupacion: '1',
              precio: '0.00',
            },
            {
              id_servicio: 2,
              nombre: 'Corte',
              descripcion: 'Corte y peinado',
              duracion: 6,
              ocupacion: '111111',
              precio: '12500.00',
            },
          ],
        },
      });
    }
    return jsonResponse(404, {
      success: false,
      error: 'No hay logo seleccionado',
      data: { message: 'x', errorCode: 1002 },
    });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('routes and guards', () => {
  it('sends a visitor of a private page to /login', async () => {
    server(null);
    const { router } = renderRoutes(routes, '/cliente/dashboard');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/cliente/dashboard' });
    expect(await screen.findByRole('link', { name: /inicie sesión/i })).toBeInTheDocument();
  });

  // issue 29.5: a visitor chooses and sees the free times; only rescheduling needs the session
  it('opens the booking page to a visitor, and sends a visitor who reschedules to /login', async () => {
    server(null);
    const booking = renderRoutes(routes, '/cliente/reservar-turno?servicio=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agendar turno' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(booking.router.state.location.pathname).toBe('/cliente/reservar-turno');
    booking.unmount();

    const { router } = renderRoutes(routes, '/cliente/reservar-turno?reprogramar=5');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/cliente/reservar-turno?reprogramar=5' });
  });

  it('sends staff who open the booking page to their own landing page', async () => {
    localStorage.setItem('turnos.jwt', 'h.e30.s');
    server(['peluquero']);
    const { router } = renderRoutes(routes, '/cliente/reservar-turno');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profesional/dashboard'), {
      timeout: 10_000,
    });
  });

  it('sends a client away from admin pages to Mis turnos', async () => {
    localStorage.setItem('turnos.jwt', 'h.e30.s');
    server(['cliente']);
    const { router } = renderRoutes(routes, '/admin/turnos');
    // the lazy page loads its MUI modules on first use: slow on a busy machine
    expect(
      await screen.findByRole('heading', { name: 'Mis turnos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cliente/dashboard');
  });

  it('shows admin pages to admins, with the Admin menu', async () => {
    localStorage.setItem('turnos.jwt', 'h.e30.s');
    server(['peluadmin']);
    renderRoutes(routes, '/admin');
    expect(
      // the first visit loads the dashboard's chunk (MUI icons): give it time on a busy machine
      await screen.findByRole('heading', { name: 'Panel de administración' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Áreas de administración' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });

  it('lists the public services without the busy placeholder', async () => {
    server(null);
    renderRoutes(routes, '/listado-servicios');
    expect(await screen.findByRole('heading', { name: 'Corte' })).toBeInTheDocument();
    expect(screen.queryByText('Ocupado')).not.toBeInTheDocument();
    expect(screen.getByText('$ 12.500')).toBeInTheDocument();
    expect(screen.getByText('Duración aprox.: 1 h 30 min')).toBeInTheDocument();
    expect(await screen.findByText('Peluquería Sol')).toBeInTheDocument();
  });
});
