import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { addDays, msg, studioNow } from '@turnos/domain';
import { jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, type MockRoute } from '@/test/mock-api';
import { readPendingBooking } from '@/lib/pending-booking';
import { mockBookingApi, coloringService } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

/**
 * Issue 29.4 and 29.5 (ADR 0090): the wizard's choices live in the URL, so the router's history
 * (Back, Forward), a reload (the same URL rendered again) and a shared link keep them; a visitor
 * sees the times and logs in only to confirm.
 */
const BOOK = '/cliente/reservar-turno';
const today = studioNow().date;
const select = (name: string) => screen.getByRole('combobox', { name });

const corte = {
  ...coloringService,
  id_servicio_de_peluquero_por_sucursal: 52,
  id_servicio: 7,
  nombre: 'Corte',
  precio: '12000.00',
};
/** two branches and two professionals: Sofía (4) colours, Martín (5) cuts */
const twoOfEach: Record<string, MockRoute> = {
  'get-all-sucursales': {
    data: {
      sucursales: [
        { id: 1, nombre: 'Centro', direccion: 'San Martín 455' },
        { id: 2, nombre: 'Km 3', direccion: 'Av. Polonia 1120' },
      ],
    },
  },
  'get-peluqueros-por-sucursal': {
    data: {
      peluqueros: [
        { id_peluquero_sucursal: 4, nombre: 'Sofía Romero', funcion: 'Peluquera' },
        { id_peluquero_sucursal: 5, nombre: 'Martín Gómez', funcion: 'Barbero' },
      ],
    },
  },
  'obtener-servicios-asociados': ({ url }) =>
    jsonResponse(200, {
      success: true,
      data: {
        serviciosPeluquero:
          url.searchParams.get('id_peluquero_sucursal') === '5' ? [corte] : [coloringService],
      },
    }),
};

function LoginHere() {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? String(state.from) : '';
  return (
    <>
      <h1>Iniciar sesión</h1>
      <p data-testid="from">{from}</p>
    </>
  );
}

function render(url: string, clientId: number | null = 7) {
  return renderRoutes(
    [
      { path: BOOK, element: <BookingWizard clientId={clientId} /> },
      { path: '/login', element: <LoginHere /> },
      { path: '/registrar-nuevo-cliente', element: <h1>Crear cuenta</h1> },
      { path: '/inicio', element: <h1>Inicio</h1> },
    ],
    url,
  );
}

const params = (router: ReturnType<typeof render>['router']) =>
  new URLSearchParams(router.state.location.search);

async function pickToday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
  await user.click(
    within(await screen.findByRole('grid')).getByRole('gridcell', {
      name: String(Number(today.slice(8))),
    }),
  );
}

const step2 = () => screen.findByRole('heading', { name: 'Elegir fecha y horario' });

describe('the booking wizard in the URL', () => {
  it('Back and Forward move between the steps and the summary, and every choice stays', async () => {
    mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    const { router } = render(BOOK);
    await screen.findByRole('option', { name: 'Km 3' });
    await user.selectOptions(select('Sucursal'), '2');
    await user.selectOptions(select('Profesional'), '4');
    await waitFor(() => expect(select('Servicio')).not.toBeDisabled());
    await user.selectOptions(select('Servicio'), '31');
    // a choice within a step replaces the entry: Back does not walk through the dropdowns
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await step2();
    expect(router.state.historyAction).toBe('PUSH');
    expect(params(router).toString()).toBe(
      'id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=31&paso=2',
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    expect(select('Sucursal')).toHaveValue('2');
    expect(select('Profesional')).toHaveValue('4');
    expect(screen.queryByRole('heading', { name: 'Elegir fecha y horario' })).toBeNull();

    await act(() => router.navigate(1));
    await step2();
    expect(screen.getByText('Coloración con Sofía Romero en Km 3')).toBeInTheDocument();

    // the day's times come with the day; the day is part of the step's entry
    await pickToday(user);
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 10:30 hs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    expect(params(router).get('hora')).toBe('10:30');
    expect(params(router).get('fecha')).toBe(today);

    // Back closes the summary and keeps the day and its times; Forward opens it again
    await act(() => router.navigate(-1));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reservar a las 10:30 hs' })).toBeInTheDocument();
    expect(params(router).get('fecha')).toBe(today);
    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Resumen de tu turno' })).toHaveTextContent(
      '10:30 hs',
    );

    // Volver in step 2 is the browser's Back: step 1, with the choices
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    expect(router.state.location.pathname).toBe(BOOK);
    // a long walk (step 2 and the calendar load on demand): more than the default on a busy machine
  }, 60_000);

  it('a reload (the same URL) opens step 2 on the day with the summary of the time', async () => {
    mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    const url = `${BOOK}?id_sucursal=2&id_peluquero_sucursal=5&id_servicio_de_peluquero_por_sucursal=52&paso=2&fecha=${today}&hora=10:00`;
    const { router } = render(url);
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    expect(dialog).toHaveTextContent('Corte');
    expect(dialog).toHaveTextContent('Martín Gómez');
    expect(dialog).toHaveTextContent('10:00 hs');
    // not pushed by the wizard (a reload, a link): closing it stays on the page
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(BOOK);
    expect(params(router).get('hora')).toBeNull();
    expect(params(router).get('fecha')).toBe(today);
    expect(await screen.findByRole('button', { name: 'Reservar a las 10:00 hs' })).toBeEnabled();
  });

  it('a stale or malformed link is ignored: step 1 with a notice, never a crash', async () => {
    mockBookingApi(twoOfEach);
    const { router } = render(
      `${BOOK}?id_sucursal=2&id_peluquero_sucursal=99&id_servicio_de_peluquero_por_sucursal=31&paso=2&fecha=2026-02-30&hora=25:00&mas=x`,
    );
    expect(
      await screen.findByText(/Algo de lo que elegiste ya no está disponible/),
    ).toBeInTheDocument();
    expect(select('Sucursal')).toHaveValue('2');
    expect(select('Profesional')).toHaveValue('');
    await waitFor(() => expect(params(router).get('paso')).toBeNull());
    expect(params(router).get('id_peluquero_sucursal')).toBeNull();
  });

  it('a time no longer free is said and dropped; a closed day too', async () => {
    mockBookingApi(twoOfEach);
    const { router } = render(
      `${BOOK}?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=31&paso=2&fecha=${today}&hora=12:00`,
    );
    expect(
      await screen.findByText('El horario de las 12:00 hs ya no está libre: elegí otro.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(params(router).get('hora')).toBeNull());
    expect(screen.getByRole('button', { name: 'Reservar a las 10:00 hs' })).toBeInTheDocument();
  });

  it('a past day from an old link is dropped with a notice', async () => {
    const fetchMock = mockBookingApi(twoOfEach);
    const { router } = render(
      `${BOOK}?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=31&paso=2&fecha=${addDays(today, -3)}`,
    );
    expect(
      await screen.findByText('Esa fecha ya no se puede reservar: elegí otra.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(params(router).get('fecha')).toBeNull());
    expect(callsTo(fetchMock, 'obtener-horarios-disponibles')).toHaveLength(0);
  });

  it('the service chosen in the public list offers only its professionals and is chosen', async () => {
    mockBookingApi(twoOfEach);
    const { router } = render(`${BOOK}?servicio=7`);
    await screen.findByRole('option', { name: 'Km 3' });
    await userEvent.setup().selectOptions(select('Sucursal'), '2');
    // only Martín cuts: he and Corte are chosen for the visitor
    await waitFor(() => expect(select('Servicio')).toHaveValue('52'));
    expect(select('Profesional')).toHaveValue('5');
    expect(
      within(select('Profesional')).queryByRole('option', { name: /Sofía Romero/ }),
    ).toBeNull();
    expect(params(router).get('servicio')).toBe('7');
  });
});

describe('a visitor', () => {
  it('sees the times, and confirming takes them to log in with the way back to this very time', async () => {
    mockBookingApi();
    const user = userEvent.setup();
    const { router } = render(BOOK, null);
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await step2();
    await pickToday(user);
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 10:30 hs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    expect(within(dialog).queryByRole('button', { name: 'Reservar' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar para reservar' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const from = screen.getByTestId('from').textContent ?? '';
    expect(from).toBe(
      `${BOOK}?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=31&paso=2&fecha=${today}&hora=10%3A30`,
    );
    expect(router.state.location.pathname).toBe('/login');
    // and kept for after the e-mail validation (Mis turnos offers it again)
    expect(readPendingBooking(today)).toMatchObject({ path: from, fecha: today });
  });

  it('on a day without times is offered the next day with some, not the waitlist', async () => {
    const dayWithTimes = addDays(today, 2);
    const fetchMock = mockBookingApi({
      'obtener-horarios-disponibles': ({ url }) =>
        jsonResponse(200, {
          success: true,
          data: { horarios: url.searchParams.get('fecha') === dayWithTimes ? ['09:00'] : [] },
        }),
    });
    const user = userEvent.setup();
    render(BOOK, null);
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await pickToday(user);
    expect(
      await screen.findByText('Sin horarios disponibles para Coloración este día.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anotarme en la lista de espera' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próximo día disponible' }));
    expect(await screen.findByRole('button', { name: 'Reservar a las 09:00 hs' })).toBeVisible();
    // one day at a time: today (picked), tomorrow, the day found, then that day's own search
    const asked = callsTo(fetchMock, 'obtener-horarios-disponibles').map((c) =>
      c.url.searchParams.get('fecha'),
    );
    expect(asked).toEqual([today, addDays(today, 1), dayWithTimes, dayWithTimes]);
  });
});

describe('without network', () => {
  it('says "Parece que estás desconectado…" and keeps the step', async () => {
    mockBookingApi({
      'obtener-horarios-disponibles': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    render(BOOK);
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await pickToday(user);
    expect(await screen.findByText(msg.offline)).toBeInTheDocument();
    expect(msg.offline).toBe(
      'Parece que estás desconectado. Por favor, verifica tu conexión a Internet e intenta nuevamente.',
    );
    expect(screen.getByRole('heading', { name: 'Elegir fecha y horario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});
