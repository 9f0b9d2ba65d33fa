import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { msg } from '@turnos/domain';
import {
  calledUrl,
  errorResponse,
  jsonResponse,
  renderAt,
  renderRoutes,
  sentBody,
} from '@/test/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

function NotValidated() {
  const state = useLocation().state as { email?: string } | null;
  return <p>no validada: {state?.email}</p>;
}

const extraRoutes = [
  { path: '/cliente/dashboard', element: <h1>Mis turnos</h1> },
  { path: '/admin/dashboard', element: <h1>Panel de administración</h1> },
  { path: '/cuenta-no-validada', element: <NotValidated /> },
  { path: '/cuenta-desactivada', element: <p>desactivada</p> },
];

function Here() {
  const { pathname, search } = useLocation();
  return <p>en {`${pathname}${search}`}</p>;
}

const LINK =
  '/cliente/reservar-turno?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=11&fecha=2026-12-21';

/** The login page as the route guard opens it: with `from` in the router state. */
async function renderLoginFrom(from: unknown) {
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>inicio</p> },
      { path: '/login', element: <LoginForm /> },
      { path: '/registrar-nuevo-cliente', element: <RegisterForm /> },
      { path: '/cliente/reservar-turno', element: <Here /> },
      ...extraRoutes,
    ],
    '/',
  );
  await router.navigate('/login', { replace: true, state: { from } });
  await screen.findByLabelText(/^email/i);
  return router;
}

function renderLogin() {
  renderAt('/login', <LoginForm />, extraRoutes);
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^contraseña/i), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

const validated = (roles: string[]) =>
  jsonResponse(200, {
    success: true,
    data: {
      user: {
        ID: 5,
        display_name: 'Ana',
        nombre_completo: 'Ana Pérez',
        user_email: 'ana@x.com',
        user_status: '1',
        user_is_blocked: '0',
      },
      roles,
    },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('LoginForm', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    renderLogin();
    await fillAndSubmit('no-es-email', 'corta');
    expect(await screen.findByText(msg.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(msg.passwordMin)).toBeInTheDocument();
    const email = screen.getByLabelText(/^email/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(msg.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, checks the session and goes to the landing page', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { jwt: 'h.e30.s' } }))
      .mockResolvedValueOnce(validated(['cliente']));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    expect(await screen.findByRole('heading', { name: 'Mis turnos' })).toBeInTheDocument();
    expect(calledUrl(fetchMock, 0)).toBe('/wp-json/simple-jwt-login/v1/auth');
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'ana@x.com', password: 'Secreta123' });
    expect(calledUrl(fetchMock, 1)).toBe('/wp-json/simple-jwt-login/v1/auth/validate');
    expect(await screen.findByText(msg.welcome)).toBeInTheDocument();
    expect(localStorage.getItem('turnos.jwt')).toBe('h.e30.s');
  });

  it('sends an admin who is also a professional to the admin dashboard', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { jwt: 'h.e30.s' } }))
      .mockResolvedValueOnce(validated(['peluquero', 'peluadmin']));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    expect(
      await screen.findByRole('heading', { name: 'Panel de administración' }),
    ).toBeInTheDocument();
  });

  it("shows 'Email o contraseña incorrectos' for code 48", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(401, 48, 'Credenciales inválidas'));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    expect(await screen.findAllByText(msg.wrongCredentials)).toHaveLength(1);
    expect(screen.getByLabelText(/^email/i)).toHaveValue('ana@x.com');
  });

  it('shows the server message for the rate limit and the generic one otherwise', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(429, 1006, 'Demasiados intentos.'));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    expect(await screen.findAllByText('Demasiados intentos.')).toHaveLength(1);
    fetchMock.mockResolvedValueOnce(errorResponse(500, 1099, 'Error interno del servidor'));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText(msg.loginGeneric)).toHaveLength(1);
  });

  it('goes to /cuenta-no-validada with the email on 1008', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(403, 1008, 'Cuenta no validada'));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    expect(await screen.findByText('no validada: ana@x.com')).toBeInTheDocument();
  });

  it('goes to /cuenta-desactivada on 1007', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(403, 1007, 'Cuenta bloqueada'));
    renderLogin();
    await fillAndSubmit('ana@x.com', 'Secreta123');
    await waitFor(() => expect(screen.getByText('desactivada')).toBeInTheDocument());
  });

  it('asks for a reset link and shows the server answer', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, message: 'Revisá tu correo.' }),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    const dialog = await screen.findByRole('dialog');
    const field = screen.getByLabelText(/^email/i, { selector: '#forgot-email' });
    await user.type(field, 'ana@x.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Revisá tu correo.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'ana@x.com' });
    expect(calledUrl(fetchMock, 0)).toBe('/wp-json/simple-jwt-login/v1/user/reset_password');
  });

  it.each(['click', 'enter'] as const)(
    'submitting the forgot-password dialog (%s) leaves the login form behind it untouched (issue 29.9)',
    async (how) => {
      fetchMock.mockResolvedValue(
        jsonResponse(200, { success: true, message: 'Revisá tu correo.' }),
      );
      renderLogin();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
      await screen.findByRole('dialog');
      // first an invalid e-mail (the dialog's own error), then a valid one
      for (const typed of ['no-es-email', 'ana@x.com']) {
        const field = screen.getByLabelText(/^email/i, { selector: '#forgot-email' });
        await user.clear(field);
        await user.type(field, typed);
        if (how === 'click') await user.click(screen.getByRole('button', { name: 'Enviar' }));
        else await user.type(field, '{Enter}');
      }
      expect(await screen.findByText('Revisá tu correo.')).toBeInTheDocument();
      const loginEmail = screen.getByLabelText(/^email/i, { selector: '#login-email' });
      const loginPassword = screen.getByLabelText(/^contraseña/i, { selector: '#login-password' });
      expect(loginEmail).not.toHaveAttribute('aria-invalid', 'true');
      expect(loginPassword).not.toHaveAttribute('aria-invalid', 'true');
      expect(loginEmail).not.toHaveAccessibleDescription();
      // one call, the reset request; never a login
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(calledUrl(fetchMock, 0)).toBe('/wp-json/simple-jwt-login/v1/user/reset_password');
    },
  );

  describe('the way back to where the guard sent from (ADR 0075)', () => {
    const loginOk = () =>
      fetchMock
        .mockResolvedValueOnce(jsonResponse(200, { success: true, data: { jwt: 'h.e30.s' } }))
        .mockResolvedValueOnce(validated(['cliente']));

    it('lands on the page it came from with its whole query string', async () => {
      loginOk();
      await renderLoginFrom(LINK);
      await fillAndSubmit('ana@x.com', 'Secreta123');
      expect(await screen.findByText(`en ${LINK}`)).toBeInTheDocument();
    });

    it.each(['https://evil.com/cliente', '//evil.com', '/\\evil.com', 'javascript:alert(1)'])(
      'goes to the landing page when `from` is %j',
      async (from) => {
        loginOk();
        await renderLoginFrom(from);
        await fillAndSubmit('ana@x.com', 'Secreta123');
        expect(await screen.findByRole('heading', { name: 'Mis turnos' })).toBeInTheDocument();
      },
    );

    it("keeps it through 'Registrate' and the register page's way back", async () => {
      loginOk();
      await renderLoginFrom(LINK);
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'Registrate' }));
      await user.click(await screen.findByRole('link', { name: 'Iniciá sesión' }));
      await fillAndSubmit('ana@x.com', 'Secreta123');
      expect(await screen.findByText(`en ${LINK}`)).toBeInTheDocument();
    });

    it("keeps it while 'Olvidé mi contraseña' is opened and closed", async () => {
      loginOk();
      await renderLoginFrom(LINK);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await fillAndSubmit('ana@x.com', 'Secreta123');
      expect(await screen.findByText(`en ${LINK}`)).toBeInTheDocument();
    });
  });
});
