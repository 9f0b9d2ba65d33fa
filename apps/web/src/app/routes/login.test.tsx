import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderRoutes } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import LoginRoute from './login';

function Here() {
  const { pathname, search } = useLocation();
  return <p>en {`${pathname}${search}`}</p>;
}

const LINK =
  '/cliente/reservar-turno?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=11&fecha=2026-12-21';

describe('LoginRoute', () => {
  it('after logging in goes where the guard sent from, not to the landing page (ADR 0075)', async () => {
    mockApi({
      'POST auth': { data: { jwt: 'h.e30.s' } },
      validate: {
        data: {
          user: {
            ID: 5,
            display_name: 'Ana',
            nombre_completo: 'Ana Pérez',
            user_email: 'ana@x.com',
            user_status: '1',
            user_is_blocked: '0',
          },
          roles: ['cliente'],
        },
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>inicio</p> },
        { path: '/login', element: <LoginRoute /> },
        { path: '/cliente/reservar-turno', element: <Here /> },
        { path: '/cliente/dashboard', element: <h1>Mis turnos</h1> },
      ],
      '/',
    );
    await router.navigate('/login', { replace: true, state: { from: LINK } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'ana@x.com');
    await user.type(screen.getByLabelText(/^contraseña/i), 'Secreta123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(`en ${LINK}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis turnos' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cliente/reservar-turno');
  });
});
