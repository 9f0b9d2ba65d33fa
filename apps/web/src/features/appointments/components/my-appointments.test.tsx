import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, msg, studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import type { Appointment } from '@/api/appointments';
import { wireAppointment } from '@/test/wire-appointment';
import { readPendingBooking, savePendingBooking } from '@/lib/pending-booking';
import { MyAppointments } from './my-appointments';

const today = studioNow().date;
let nextId = 1;

function appointment(over: Partial<Appointment> = {}): Appointment {
  return wireAppointment({
    id_turno: nextId++,
    id_peluquero_sucursal: 3,
    id_sucursal: 1,
    id_servicio: 5,
    id_servicio_de_peluquero_por_sucursal: 9,
    fecha: addDays(today, 3),
    hora: '10:00',
    hora_fin: '11:00',
    nombre_servicio: 'Coloración',
    nombre_peluquero: 'Sofía Romero',
    nombre_sucursal: 'Km 3',
    is_cancelado: '0',
    monto_reserva: '0.00',
    reserva_paga: '1',
    horas_caducidad_reserva_impaga: 0,
    horas_reprogramar_turno: 0,
    vence: null,
    ...over,
  });
}

function setup(
  appointments: Appointment[],
  { max = 0, cantidad }: { max?: number; cantidad?: number } = {},
) {
  const activos = appointments.filter((t) => t.fecha >= today && t.is_cancelado === '0');
  const fetchMock = mockApi({
    'obtener-turnos-cliente': { data: { turnos: appointments } },
    'obtener-turnos-activos-cliente': {
      data: { turnos: activos, cantidad: cantidad ?? activos.length },
    },
    'obtener-max-turnos-activos': { data: max },
    'DELETE cancelar-turno': () => jsonResponse(200, { success: true, data: { id_turno: 1 } }),
    'get-all-sucursales': {
      data: { sucursales: [{ id: 1, nombre: 'Km 3', direccion: 'Av. Hipólito Yrigoyen 3200' }] },
    },
    'turno-ics': () =>
      new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        status: 200,
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      }),
    'DELETE cancelar-visita': () =>
      jsonResponse(200, { success: true, data: { id_visita: 8, cancelado_por: 'cliente' } }),
  });
  renderAt('/cliente/dashboard', <MyAppointments clientId={7} />, [
    { path: '/cliente/reservar-turno', element: <h1>Agendar turno</h1> },
  ]);
  return fetchMock;
}

describe('MisTurnos', () => {
  it('splits upcoming from past (earlier or cancelled, newest first) and shows the count', async () => {
    setup([
      appointment({ fecha: addDays(today, -10), nombre_servicio: 'Corte viejo' }),
      appointment({ fecha: addDays(today, 5), nombre_servicio: 'Brushing' }),
      appointment({ fecha: addDays(today, 2), is_cancelado: '1', nombre_servicio: 'Cancelado' }),
      appointment({ fecha: addDays(today, 1), hora: '09:30', nombre_servicio: 'Nutrición' }),
    ]);
    const upcoming = await screen.findByRole('region', { name: 'Próximos Turnos' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards.map((c) => within(c).getByText(/ con /).textContent)).toEqual([
      'Nutrición con Sofía Romero',
      'Brushing con Sofía Romero',
    ]);
    expect(within(cards[0]!).getByText('09:30 hs')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Finaliza aprox. 11:00 hs')).toBeInTheDocument();
    expect(within(upcoming).getByText(/Turnos activos:/)).toHaveTextContent('Turnos activos: 2');

    const past = screen.getByRole('list', { name: 'Turnos anteriores' });
    const items = within(past).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cancelado con');
    expect(within(items[0]!).getByRole('img', { name: 'Cancelado' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Corte viejo con');
    expect(within(items[1]!).getByRole('img', { name: 'Realizado' })).toBeInTheDocument();
  });

  it('offers RESERVAR TURNO below the limit and the limit text at it', async () => {
    setup([appointment(), appointment()], { max: 3 });
    expect(await screen.findByRole('link', { name: 'RESERVAR TURNO' })).toHaveAttribute(
      'href',
      '/cliente/reservar-turno',
    );
    expect(screen.queryByText(/MAXIMO DE TURNOS/)).not.toBeInTheDocument();
  });

  it('shows the limit text instead of the button when the maximum is reached', async () => {
    setup([appointment(), appointment()], { max: 2 });
    expect(
      await screen.findByText('NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'RESERVAR TURNO' })).not.toBeInTheDocument();
  });

  it('a maximum of 0 means no limit', async () => {
    setup([appointment(), appointment(), appointment()], { max: 0 });
    expect(await screen.findByRole('link', { name: 'RESERVAR TURNO' })).toBeInTheDocument();
  });

  it('shows the unpaid countdown: time left, Expirada with its message, Nunca', async () => {
    const unpaid: Partial<Appointment> = { reserva_paga: '0', monto_reserva: '10500.00' };
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000 + 60_000).toISOString();
    setup([
      appointment({
        ...unpaid,
        fecha: addDays(today, 1),
        vence: new Date(Date.now() - 60_000).toISOString(),
      }),
      appointment({ ...unpaid, fecha: addDays(today, 2), vence: null }),
      appointment({ ...unpaid, fecha: addDays(today, 3), vence: inTwoHours }),
    ]);
    const cards = within(
      await screen.findByRole('region', { name: 'Próximos Turnos' }),
    ).getAllByRole('article');
    expect(within(cards[0]!).getByText('Expirada')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('La reserva ha expirado. Por favor, Reservá un nuevo turno.'),
    ).toBeInTheDocument();
    expect(
      within(cards[0]!).queryByRole('button', { name: /Reserva impaga/ }),
    ).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Nunca')).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/^Vence en 2 h \d+ min$/)).toBeInTheDocument();

    await userEvent.click(within(cards[1]!).getByRole('button', { name: /Reserva impaga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserva impaga' });
    expect(dialog).toHaveTextContent('$ 10.500');
  });

  it('hides Reschedule inside the horas_reprogramar_turno window (0 = always)', async () => {
    setup([
      appointment({ fecha: addDays(today, 1), horas_reprogramar_turno: 72 }),
      appointment({ fecha: addDays(today, 2), horas_reprogramar_turno: 0 }),
    ]);
    const cards = within(
      await screen.findByRole('region', { name: 'Próximos Turnos' }),
    ).getAllByRole('article');
    expect(within(cards[0]!).queryByRole('link', { name: /Reprogramar/ })).not.toBeInTheDocument();
    const link = within(cards[1]!).getByRole('link', { name: /Reprogramar turno del/ });
    expect(link.getAttribute('href')).toMatch(/^\/cliente\/reservar-turno\?reprogramar=\d+$/);
  });

  it('asks for confirmation before cancelling, then cancels as the client', async () => {
    const t = appointment({ fecha: addDays(today, 4) });
    const fetchMock = setup([t]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cancelar turno del/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar turno' });
    expect(dialog).toHaveTextContent(
      'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'cancelar-turno')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Cancelar turno del/ }));
    await user.click(screen.getByRole('button', { name: 'Cancelar turno' }));
    expect(await screen.findByText('Turno cancelado.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'cancelar-turno');
    expect(call?.init?.method).toBe('DELETE');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      id_turno: t.id_turno,
      cancelado_por: 'cliente',
    });
  });

  it('shows the error texts and retries', async () => {
    const fetchMock = mockApi({
      'obtener-turnos-cliente': () => errorResponse(500, 1099, 'Error interno del servidor'),
      'obtener-turnos-activos-cliente': { data: { turnos: [], cantidad: 0 } },
      'obtener-max-turnos-activos': { data: 0 },
    });
    renderAt('/cliente/dashboard', <MyAppointments clientId={7} />);
    expect(await screen.findByText('SE PRODUJO UN ERROR')).toBeInTheDocument();
    expect(
      screen.getByText('Error al obtener los turnos. Por favor intente nuevamente.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'obtener-turnos-cliente').length).toBeGreaterThanOrEqual(2),
    );
  });

  // issue 29.8: a failed cancel is said in its dialog; the list behind stays
  it('a cancel that fails for lack of network says so in the dialog and keeps the list', async () => {
    const t = appointment({ fecha: addDays(today, 4) });
    const fetchMock = setup([t]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cancelar turno del/ }));
    const loads = callsTo(fetchMock, 'obtener-turnos-cliente').length;
    // from now on the network is gone: the cancel and the lists' reload fail
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar turno' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar turno' }));
    expect(await within(dialog).findByText(msg.offline)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar turno' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the list is still there (a reload that fails is said above it, not instead of it)
    expect(screen.getByRole('button', { name: /Cancelar turno del/ })).toBeInTheDocument();
    expect(screen.queryByText('SE PRODUJO UN ERROR')).toBeNull();
    expect(callsTo(fetchMock, 'obtener-turnos-cliente').length).toBeGreaterThan(loads);
    await waitFor(() => expect(screen.getAllByText(msg.offline).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('button', { name: 'Reintentar' }).length).toBeGreaterThan(0);
  });

  it('offers the booking a visitor left for after validating the account', async () => {
    const path = `/cliente/reservar-turno?id_sucursal=2&paso=2&fecha=${addDays(today, 2)}&hora=10%3A30`;
    savePendingBooking({ path, label: 'Coloración con Sofía Romero', fecha: addDays(today, 2) });
    setup([]);
    const notice = await screen.findByRole('region', { name: 'Tenés una reserva sin terminar' });
    expect(notice).toHaveTextContent('Coloración con Sofía Romero');
    expect(within(notice).getByRole('link', { name: 'Continuar con la reserva' })).toHaveAttribute(
      'href',
      path,
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('region', { name: 'Tenés una reserva sin terminar' })).toBeNull();
    expect(readPendingBooking(today)).toBeNull();
  });

  it('says so when there is nothing upcoming', async () => {
    setup([]);
    expect(await screen.findByText('No tenés turnos próximos.')).toBeInTheDocument();
  });

  describe('contract §6.4', () => {
    it('"Agregar al calendario" downloads the .ics through the API and links to Google Calendar', async () => {
      const user = userEvent.setup();
      const created: { text(): Promise<string> }[] = [];
      const originalCreate = URL.createObjectURL;
      const originalRevoke = URL.revokeObjectURL;
      URL.createObjectURL = (b: Blob | MediaSource) => {
        if ('text' in b) created.push(b);
        return 'blob:turno';
      };
      URL.revokeObjectURL = () => {};
      try {
        const t = appointment({ fecha: addDays(today, 4), hora: '10:00', hora_fin: '11:00' });
        const fetchMock = setup([t]);
        const button = await screen.findByRole('button', { name: /^Agregar al calendario/ });
        await user.click(button);
        const google = await screen.findByRole('menuitem', { name: 'Google Calendar' });
        const href = new URL(google.getAttribute('href') ?? '');
        expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
        expect(href.searchParams.get('action')).toBe('TEMPLATE');
        expect(href.searchParams.get('text')).toBe('Coloración con Sofía Romero');
        const day = t.fecha.replaceAll('-', '');
        expect(href.searchParams.get('dates')).toBe(`${day}T100000/${day}T110000`);
        expect(href.searchParams.get('ctz')).toBe('America/Argentina/Buenos_Aires');
        expect(href.searchParams.get('location')).toBe('Av. Hipólito Yrigoyen 3200');
        await user.click(screen.getByRole('menuitem', { name: 'Descargar archivo .ics' }));
        await waitFor(() => expect(created).toHaveLength(1));
        const [call] = callsTo(fetchMock, 'turno-ics');
        expect(call?.url.searchParams.get('id_turno')).toBe(String(t.id_turno));
        expect(await created[0]?.text()).toContain('BEGIN:VCALENDAR');
      } finally {
        URL.createObjectURL = originalCreate;
        URL.revokeObjectURL = originalRevoke;
      }
    });

    it('past the cancel cut-off the Cancelar button is off and says why', async () => {
      setup([
        appointment({ fecha: addDays(today, 1), hora: '10:00', horas_cancelar_turno: 72 }),
        appointment({ fecha: addDays(today, 10), hora: '10:00', horas_cancelar_turno: 72 }),
      ]);
      const upcoming = await screen.findByRole('region', { name: 'Próximos Turnos' });
      const [soon, later] = within(upcoming).getAllByRole('article');
      expect(within(soon!).getByRole('button', { name: /^Cancelar turno/ })).toBeDisabled();
      expect(
        within(soon!).getByText('Ya no se puede cancelar este turno: faltan menos de 72 horas.'),
      ).toBeInTheDocument();
      expect(within(later!).getByRole('button', { name: /^Cancelar turno/ })).toBeEnabled();
      expect(within(later!).queryByText(/Ya no se puede cancelar/)).toBeNull();
    });
  });
});

describe('MisTurnos: a visit (contract §6.2)', () => {
  const visit = () => [
    appointment({
      id_visita: 8,
      hora: '10:00',
      hora_fin: '11:00',
      precio: '35000.00',
      monto_reserva: '0.00',
      reserva_paga: '0',
    }),
    appointment({
      id_visita: 8,
      hora: '11:00',
      hora_fin: '11:30',
      nombre_servicio: 'Corte',
      nombre_peluquero: 'Martín Gómez',
      precio: '12000.00',
      monto_reserva: '2000.00',
      reserva_paga: '0',
    }),
  ];

  it('shows its appointments together with one total, one deposit and whole-visit actions', async () => {
    setup([...visit(), appointment({ fecha: addDays(today, 6), nombre_servicio: 'Brushing' })], {
      cantidad: 2,
    });
    const upcoming = await screen.findByRole('region', { name: 'Próximos Turnos' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    expect(card).toHaveTextContent('Visita de 2 servicios');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '10:00 hs Coloración con Sofía Romero$ 35.000',
      '11:00 hs Corte con Martín Gómez$ 12.000',
    ]);
    expect(card).toHaveTextContent('Total$ 47.000');
    expect(card).toHaveTextContent('Finaliza aprox. 11:30 hs');
    // one deposit for the visit: the sum
    expect(
      within(card).getByRole('button', { name: 'Reserva impaga: pagar $ 2.000' }),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: /Reprogramar visita/ })).toHaveAttribute(
      'href',
      '/cliente/reservar-turno?reprogramar-visita=8',
    );
  });

  it('past the cut-off of its first appointment, Cancelar visita is off and says why', async () => {
    const [first, second] = visit();
    setup([
      { ...first!, fecha: addDays(today, 1), horas_cancelar_turno: 48 },
      { ...second!, fecha: addDays(today, 1), horas_cancelar_turno: 0 },
    ]);
    const upcoming = await screen.findByRole('region', { name: 'Próximos Turnos' });
    const [card] = within(upcoming).getAllByRole('article');
    const cancel = within(card!).getByRole('button', { name: /^Cancelar visita/ });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'Ya no se puede cancelar este turno: faltan menos de 48 horas.',
    );
  });

  it('before the cut-off, Cancelar visita is on with no note', async () => {
    const [first, second] = visit();
    setup([
      { ...first!, fecha: addDays(today, 5), horas_cancelar_turno: 48 },
      { ...second!, fecha: addDays(today, 5), horas_cancelar_turno: 48 },
    ]);
    const upcoming = await screen.findByRole('region', { name: 'Próximos Turnos' });
    const [card] = within(upcoming).getAllByRole('article');
    expect(within(card!).getByRole('button', { name: /^Cancelar visita/ })).toBeEnabled();
    expect(within(card!).queryByText(/Ya no se puede cancelar/)).toBeNull();
  });

  it('cancels the whole visit with cancelar-visita', async () => {
    const fetchMock = setup(visit());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cancelar visita del/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar visita' });
    expect(dialog).toHaveTextContent('Coloración + Corte con Sofía Romero y Martín Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar visita' }));
    expect(await screen.findByText('Visita cancelada.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'cancelar-visita');
    const body: unknown = call?.init?.body ? JSON.parse(String(call.init.body)) : {};
    const sent =
      call?.url.searchParams.get('id_visita') ??
      String((body as { id_visita?: unknown }).id_visita);
    expect(sent).toBe('8');
    expect(callsTo(fetchMock, 'cancelar-turno')).toHaveLength(0);
  });
});
