import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { msg } from '@turnos/domain';
import { renderRoutes } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { errorResponse, jsonResponse } from '@/test/render';
import { AuthEventsHandler } from '@/app/layout/auth-events-handler';
import {
  PASSWORD_CHANGED_NEXT,
  PASSWORD_CHANGED_TITLE,
} from '@/features/auth/components/password-changed-panel';
import ChangePasswordRoute from './change-password';

const TOKEN = 'h.e30.viejo';
const session = {
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
};

/** The page inside the app's session-event handler, as the layout mounts it. */
function renderPage() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <AuthEventsHandler />
            <Outlet />
          </>
        ),
        children: [
          { path: '/cambio-password', element: <ChangePasswordRoute /> },
          { path: '/login', element: <h1>Ingresá</h1> },
        ],
      },
    ],
    '/cambio-password',
  );
}

async function fillAndSubmit(actual: string, newPassword: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^contraseña actual/i), actual);
  await user.type(screen.getByLabelText(/^nueva contraseña/i), newPassword);
  await user.type(screen.getByLabelText(/^confirmar contraseña/i), newPassword);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  return user;
}

describe('ChangePasswordRoute, signed in (issue 29.10)', () => {
  it('after a change: a confirmation with the next step, the session closed quietly', async () => {
    localStorage.setItem('turnos.jwt', TOKEN);
    const api = mockApi({
      validate: session,
      'change-pass': { data: { message: 'La contraseña fue modificada.' } },
      // every earlier token died with the change: anything sent with it now answers 55
      revoke: () =>
        jsonResponse(200, { success: true, message: 'Token was revoked.', data: { jwt: [TOKEN] } }),
    });
    const { router } = renderPage();
    const user = await fillAndSubmit('Secreta123', 'NuevaClave9');

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(PASSWORD_CHANGED_TITLE);
    expect(done).toHaveTextContent(PASSWORD_CHANGED_NEXT);
    expect(done).toHaveFocus();
    expect(callsTo(api, 'change-pass')).toHaveLength(1);
    const sent = JSON.parse(String(callsTo(api, 'change-pass')[0]?.init?.body)) as unknown;
    expect(sent).toEqual({ ID: 5, password_actual: 'Secreta123', password: 'NuevaClave9' });
    // signed out: the token is gone here and its session ended on the server
    await waitFor(() => expect(callsTo(api, 'revoke')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'revoke')[0]?.init?.body))).toEqual({ JWT: TOKEN });
    expect(localStorage.getItem('turnos.jwt')).toBeNull();
    // no error, no "vuelva a iniciar sesión", the form is gone
    expect(screen.queryByText(msg.sessionExpired)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(/^contraseña actual/i)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Ingresá' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a wrong current password keeps the form, says why, and keeps the session', async () => {
    localStorage.setItem('turnos.jwt', TOKEN);
    const api = mockApi({
      validate: session,
      'change-pass': () => errorResponse(400, 1003, 'La contraseña actual no es correcta.'),
    });
    renderPage();
    await fillAndSubmit('Mala12345', 'NuevaClave9');
    expect(await screen.findAllByText('La contraseña actual no es correcta.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^contraseña actual/i)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_CHANGED_TITLE)).toBeNull();
    expect(callsTo(api, 'revoke')).toHaveLength(0);
    expect(localStorage.getItem('turnos.jwt')).toBe(TOKEN);
  });
});
