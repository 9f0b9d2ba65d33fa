import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { jsonResponse, renderAt } from '@/test/render';
import { callsTo } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { mockBookingApi } from './booking-test-api';
import { RescheduleFlow } from './reschedule-flow';

// contract §6.2: a visit is rescheduled whole, from the visit's own starts
const fecha = addDays(studioNow().date, 3);
const first = wireAppointment({
  id_turno: 90,
  id_visita: 8,
  id_peluquero_sucursal: 4,
  id_sucursal: 2,
  id_servicio_de_peluquero_por_sucursal: 31,
  fecha,
  hora: '10:00',
  nombre_servicio: 'Coloración + Corte',
  nombre_peluquero: 'Sofía Romero y Martín Gómez',
  nombre_sucursal: 'Km 3',
});
const visit = {
  visitId: 8,
  branchId: 2,
  partes: [
    {
      peluquero: '4',
      servicio: '31',
      serviceName: 'Coloración',
      professionalName: 'Sofía Romero',
      precio: '35000.00',
      duracion: 4,
      deposito: 0,
    },
    {
      peluquero: '5',
      servicio: '52',
      serviceName: 'Corte',
      professionalName: 'Martín Gómez',
      precio: '12000.00',
      duracion: 2,
      deposito: 0,
    },
  ],
};

describe('rescheduling a visit', () => {
  it('searches the visit with its own time free and moves it whole', async () => {
    const fetchMock = mockBookingApi({
      'obtener-horarios-visita': { data: { horarios: ['10:00', '16:00'] } },
      'reprogramar-visita': () =>
        jsonResponse(200, { success: true, data: { id_visita: 8, turnos: [] } }),
    });
    const user = userEvent.setup();
    renderAt('/cliente/reservar-turno', <RescheduleFlow appointment={first} visit={visit} />, [
      { path: '/inicio', element: <h1>Inicio</h1> },
    ]);
    expect(await screen.findByText('Visita actual')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
    const today = Number(studioNow().date.slice(8));
    await user.click(
      within(await screen.findByRole('grid')).getByRole('gridcell', { name: String(today) }),
    );
    await user.click(screen.getByRole('button', { name: 'Buscar horarios' }));
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 16:00 hs' }));
    const [search] = callsTo(fetchMock, 'obtener-horarios-visita');
    expect(search?.url.searchParams.get('servicios')).toBe('31,52');
    expect(search?.url.searchParams.get('id_visita')).toBe('8');
    const dialog = await screen.findByRole('dialog', { name: 'Reprogramar visita' });
    expect(dialog).toHaveTextContent('16:00 hsColoración con Sofía Romero');
    expect(dialog).toHaveTextContent('17:00 hsCorte con Martín Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Reprogramar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Reprogramamos tu turno!');
    const [call] = callsTo(fetchMock, 'reprogramar-visita');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      id_visita: 8,
      fecha_nueva: studioNow().date,
      hora: '16:00',
    });
    expect(callsTo(fetchMock, 'reprogramar-turno')).toHaveLength(0);
  });
});
