import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, type MockRoute } from '@/test/mock-api';
import { mockBookingApi } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

async function toStep2AndSearch(over: Record<string, MockRoute>) {
  const fetchMock = mockBookingApi(over);
  const user = userEvent.setup();
  renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />, [
    { path: '/inicio', element: <h1>Inicio</h1> },
  ]);
  // the only branch, professional and service are chosen for the client
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Servicio' })).toHaveValue('31'));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(
    await screen.findByText(
      'Seleccione una fecha y presione el botón de búsqueda arriba a la derecha',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buscar horarios' })).toBeDisabled();
  await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
  const today = Number(studioNow().date.slice(8));
  await user.click(
    within(await screen.findByRole('grid')).getByRole('gridcell', { name: String(today) }),
  );
  // issue 29.5: the day's times come as soon as it is picked, without the search button
  return { fetchMock, user };
}

describe('booking step 2', () => {
  it('says there are no times for the service that day', async () => {
    await toStep2AndSearch({ 'obtener-horarios-disponibles': { data: { horarios: [] } } });
    expect(
      await screen.findByText('Sin horarios disponibles para Coloración este día.'),
    ).toBeInTheDocument();
  });

  it('on a day with no start offers the waitlist, and joins it for that day and service', async () => {
    const { fetchMock, user } = await toStep2AndSearch({
      'obtener-horarios-disponibles': { data: { horarios: [] } },
      'anotarse-lista-espera': { data: { id_espera: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Anotarme en la lista de espera' }));
    expect(await screen.findByText(/Te anotamos en la lista de espera/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'anotarse-lista-espera');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      id_cliente: '7',
      id_peluquero_sucursal: '4',
      id_servicio_de_peluquero_por_sucursal: '31',
      fecha: studioNow().date,
    });
  });

  it('books a time: summary, then the success screen', async () => {
    const { fetchMock, user } = await toStep2AndSearch({});
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 10:30 hs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    expect(dialog).toHaveTextContent('$ 35.000');
    expect(dialog).toHaveTextContent('Sofía Romero');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Reserva realizada con éxito.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'reservar-turno');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      id_cliente: 7,
      id_peluquero_sucursal: '4',
      id_servicio_de_peluquero_por_sucursal: '31',
      fecha: studioNow().date,
      hora: '10:30',
    });
  });

  it('a 409 (1004) says the time was just taken and refreshes the grid', async () => {
    let searches = 0;
    const { fetchMock, user } = await toStep2AndSearch({
      'obtener-horarios-disponibles': () => {
        searches += 1;
        const startTimes = searches === 1 ? ['10:00', '10:30'] : ['10:30'];
        return jsonResponse(200, { success: true, data: { horarios: startTimes } });
      },
      'reservar-turno': () =>
        errorResponse(409, 1004, 'El horario elegido acaba de ser reservado por otra persona.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 10:00 hs' }));
    await user.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect(
      await screen.findByText('El horario elegido acaba de ser reservado por otra persona.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Reservar a las 10:00 hs' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Reservar a las 10:30 hs' })).toBeEnabled();
    expect(callsTo(fetchMock, 'obtener-horarios-disponibles')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed booking re-enables the buttons; 1005 shows the limit text', async () => {
    let attempt = 0;
    const { user } = await toStep2AndSearch({
      'reservar-turno': () => {
        attempt += 1;
        return attempt === 1
          ? errorResponse(500, 1099, 'Error interno del servidor')
          : errorResponse(
              409,
              1005,
              'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO',
            );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 10:00 hs' }));
    await user.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Error interno del servidor')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Reservar' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(
      await screen.findByText('NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO'),
    ).toBeInTheDocument();
  });
});
