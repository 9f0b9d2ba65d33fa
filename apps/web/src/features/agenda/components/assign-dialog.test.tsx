import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { AgendaScreen } from './agenda-screen';
import { FECHA, rulesRoutes, slot, appointment } from './agenda-test-api';

configure({ asyncUtilTimeout: 8000 });

const clients = [
  {
    ID: 21,
    nombre: 'Valentina López',
    celular: '549297',
    user_email: 'v@t.test',
    user_status: '1',
    user_is_blocked: '0',
  },
  {
    ID: 22,
    nombre: 'Jorge Benítez',
    celular: '549298',
    user_email: 'j@t.test',
    user_status: '1',
    user_is_blocked: '1',
  },
];
const services = [
  {
    id_servicio_de_peluquero_por_sucursal: 31,
    id_servicio: 2,
    nombre: 'Corte de dama',
    duracion: 3,
    activo: '1',
  },
  {
    id_servicio_de_peluquero_por_sucursal: 32,
    id_servicio: 3,
    nombre: 'Coloración',
    duracion: 4,
    activo: '0',
  },
  {
    id_servicio_de_peluquero_por_sucursal: 33,
    id_servicio: 1,
    nombre: 'Ocupado',
    duracion: 2,
    activo: '1',
  },
];

function setup(reserve: MockRoute) {
  const fetchMock = mockApi({
    ...rulesRoutes,
    'obtener-agenda': { data: [slot({ hora: '09:00' }), appointment(11, '09:30')] },
    'get-all-clientes': { data: { clientes: clients } },
    'obtener-servicios-asociados': { data: { serviciosPeluquero: services } },
    'POST reservar-turno': reserve,
  });
  renderRoutes(
    [{ path: '/agenda', element: <AgendaScreen professionalBranchId="5" /> }],
    `/agenda?fecha=${FECHA}`,
  );
  return fetchMock;
}

async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Cliente' }));
  await user.click(await screen.findByRole('option', { name: /Valentina López/ }));
  expect(within(dialog).getByRole('button', { name: 'Reservar' })).toBeDisabled();
  await user.click(within(dialog).getByRole('combobox', { name: /Servicio/ }));
  const options = await screen.findAllByRole('option');
  // only active services, never the busy placeholder
  expect(options.map((o) => o.textContent)).toEqual(['Corte de dama']);
  await user.click(options[0]!);
}

describe('AssignDialog', () => {
  it('lists no blocked client and enables Reservar only when client and service are chosen', async () => {
    const fetchMock = setup(() => jsonResponse(200, { success: true, data: { id_turno: 50 } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar turno a las 09:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Asigna turno' });
    expect(within(dialog).getByRole('button', { name: 'Reservar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Cliente' }));
    await screen.findByRole('option', { name: /Valentina López/ });
    expect(screen.queryByRole('option', { name: /Jorge Benítez/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pick(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Turno asignado.')).toBeInTheDocument();
    // staff assigning a booking are not told that "we" mailed them
    expect(screen.queryByText(/enviamos/i)).not.toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'reservar-turno')[0]?.init?.body));
    expect(body).toMatchObject({
      id_cliente: 21,
      id_peluquero_sucursal: '5',
      id_servicio_de_peluquero_por_sucursal: 31,
      fecha: FECHA,
      hora: '09:00',
      esSobreturno: '0',
    });
  });

  it('books an overbooking at a chosen start time', async () => {
    const fetchMock = setup(() => jsonResponse(200, { success: true, data: { id_turno: 51 } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar sobreturno a las 09:30' }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar sobreturno' });
    expect(within(dialog).getByRole('combobox', { name: /Hora de inicio/ })).toHaveTextContent(
      '09:30',
    );
    await pick(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: /Hora de inicio/ }));
    await user.click(await screen.findByRole('option', { name: '09:45' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'reservar-turno')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'reservar-turno')[0]?.init?.body));
    expect(body).toMatchObject({ hora: '09:45', esSobreturno: '1' });
  });

  it("shows the server's message on 1004 and reloads the day", async () => {
    const taken = 'El horario ya no está disponible.';
    const fetchMock = setup(() => errorResponse(409, 1004, taken));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar turno a las 09:00' }));
    await pick(user, screen.getByRole('dialog', { name: 'Asigna turno' }));
    const before = callsTo(fetchMock, 'obtener-agenda').length;
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'obtener-agenda').length).toBeGreaterThan(before),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Asigna turno' })).not.toBeInTheDocument(),
    );
  });
});
