import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@turnos/domain';
import { useLocation } from 'react-router';
import {
  calledUrl,
  errorResponse,
  jsonResponse,
  renderAt,
  renderRoutes,
  sentBody,
} from '@/test/render';
import { REGISTER_UNEXPECTED } from '../hooks/use-register';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.useRealTimers());

const field = (label: RegExp) => screen.getByLabelText(label);

function renderRegister() {
  renderAt('/registrar-nuevo-cliente', <RegisterForm />, [{ path: '/', element: <h1>Inicio</h1> }]);
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  numero = '4123456',
  password = 'Secreta123',
) {
  await user.type(field(/^nombre y apellido/i), 'Ana Pérez');
  await user.type(field(/^email/i), 'ana@x.com');
  await user.type(field(/^número/i), numero);
  await user.type(field(/^contraseña/i), password);
  await user.type(field(/^confirmar contraseña/i), password);
}

describe('RegisterForm', () => {
  it('starts with the default phone codes 54 and 297 and shows the password hint', () => {
    renderRegister();
    expect(field(/^país/i)).toHaveValue('54');
    expect(field(/^cód\. área/i)).toHaveValue('297');
    expect(screen.getByText(msg.passwordHint)).toBeInTheDocument();
  });

  it('shows every seed §5 message under its field', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(field(/^nombre y apellido/i), 'Ana');
    await user.type(field(/^email/i), 'ana@x');
    await user.clear(field(/^cód\. área/i));
    await user.type(field(/^cód\. área/i), '0297');
    await user.type(field(/^número/i), '154123456');
    await user.type(field(/^contraseña/i), 'secreta123');
    await user.type(field(/^confirmar contraseña/i), 'otra');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(msg.nameMin)).toBeInTheDocument();
    expect(screen.getByText(msg.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(msg.areaNoZero)).toBeInTheDocument();
    expect(screen.getByText(msg.numberNo15)).toBeInTheDocument();
    expect(screen.getByText(msg.passwordUpper)).toBeInTheDocument();
    expect(screen.getByText(msg.passwordMismatch)).toBeInTheDocument();
    expect(field(/^número/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^número/i)).toHaveAccessibleDescription(msg.numberNo15);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the contract payload, shows the success text for 10 s and goes home', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, id: 9, message: 'ok' }));
    const user = userEvent.setup();
    renderRegister();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findAllByText(msg.registerSuccess)).toHaveLength(1);
    expect(calledUrl(fetchMock, 0)).toBe('/wp-json/simple-jwt-login/v1/users');
    expect(sentBody(fetchMock, 0)).toEqual({
      email: 'ana@x.com',
      password: 'Secreta123',
      display_name: 'Ana Pérez',
      user_meta: {
        celular: '5492974123456',
        nombre: 'Ana Pérez',
        user_is_blocked: '0',
        primera_vez: '1',
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('sent here by the login page on the way to a link: after 10 s back to that login page, with the way (ADR 0075)', async () => {
    const from = '/cliente/reservar-turno?id_sucursal=2&fecha=2026-12-21';
    function Login() {
      const state = useLocation().state as { from?: string } | null;
      return <h1>Login hacia {state?.from}</h1>;
    }
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, id: 9, message: 'ok' }));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Inicio</h1> },
        { path: '/login', element: <Login /> },
        { path: '/registrar-nuevo-cliente', element: <RegisterForm /> },
      ],
      '/',
    );
    await act(() => router.navigate('/registrar-nuevo-cliente', { state: { from } }));
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText(msg.registerSuccess)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(screen.getByRole('heading', { name: `Login hacia ${from}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
  });

  it('explains an existing account (38) and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(409, 38, 'exists'));
    const user = userEvent.setup();
    renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText(msg.emailExists)).toHaveLength(1);
    expect(field(/^email/i)).toHaveValue('ana@x.com');
    expect(field(/^número/i)).toHaveValue('4123456');
    expect(field(/^contraseña/i)).toHaveValue('Secreta123');
  });

  it('shows the unexpected-error message when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText(REGISTER_UNEXPECTED)).toHaveLength(1);
    expect(field(/^nombre y apellido/i)).toHaveValue('Ana Pérez');
  });
});
