import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioNow } from '@turnos/domain';
import { jsonResponse, renderAt } from '@/test/render';
import { callsTo } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { confAgenda, mockBookingApi, coloringService } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

// contract §6.2: "Agregar otro servicio", the visit's starts, its summary and its booking
const corte = {
  ...coloringService,
  id_servicio_de_peluquero_por_sucursal: 52,
  id_servicio: 6,
  nombre: 'Corte',
  descripcion: 'Corte a tijera',
  duracion: 2,
  precio: '12000.00',
  ocupacion: '11',
};

function mockVisitApi() {
  return mockBookingApi({
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
    // Martín charges a fixed deposit of $ 2000, Sofía none
    'obtener-conf-agenda': ({ url }) =>
      jsonResponse(200, {
        success: true,
        data: {
          confAgenda:
            url.searchParams.get('id_peluquero_sucursal') === '5'
              ? { ...confAgenda, tipo_de_cobro_de_reserva: 2, valor_de_cobro_de_reserva: '2000.00' }
              : confAgenda,
        },
      }),
    'obtener-horarios-visita': { data: { horarios: ['10:00', '11:00'] } },
    'reservar-visita': () =>
      jsonResponse(200, {
        success: true,
        data: {
          id_visita: 8,
          turnos: [
            wireAppointment({ id_turno: 90, id_visita: 8, hora: '11:00', monto_reserva: '0.00' }),
            wireAppointment({
              id_turno: 91,
              id_visita: 8,
              hora: '12:00',
              monto_reserva: '2000.00',
            }),
          ],
          monto_reserva: '2000.00',
          reserva_paga: '0',
          vence: null,
        },
      }),
  });
}

const select = (name: string) => screen.getByRole('combobox', { name });

describe('booking wizard: a visit of several services', () => {
  it('adds a service with another professional, searches the visit and books it with one total', async () => {
    const fetchMock = mockVisitApi();
    const user = userEvent.setup();
    renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />);
    await screen.findByRole('option', { name: 'Sofía Romero (Peluquera)' });
    await user.selectOptions(select('Profesional'), '4');
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));

    await user.click(screen.getByRole('button', { name: 'Agregar otro servicio' }));
    const row = await screen.findByRole('group', { name: 'Servicio 2 de la visita' }); // loads on demand
    // the professionals of the same branch
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'Profesional del servicio 2' }),
      '5',
    );
    const second = within(row).getByRole('combobox', { name: 'Servicio 2' });
    await within(row).findByRole('option', { name: 'Corte' });
    await user.selectOptions(second, '52');
    expect(await within(row).findByText('$ 12.000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByText('Coloración con Sofía Romero, luego Corte con Martín Gómez en Km 3'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
    const today = Number(studioNow().date.slice(8));
    await user.click(
      within(await screen.findByRole('grid')).getByRole('gridcell', { name: String(today) }),
    );
    await user.click(screen.getByRole('button', { name: 'Buscar horarios' }));
    await user.click(await screen.findByRole('button', { name: 'Reservar a las 11:00 hs' }));
    const [search] = callsTo(fetchMock, 'obtener-horarios-visita');
    expect(search?.url.searchParams.get('servicios')).toBe('31,52');
    expect(search?.url.searchParams.get('id_sucursal')).toBe('2');
    expect(callsTo(fetchMock, 'obtener-horarios-disponibles')).toHaveLength(0);

    // the summary: each service with its professional, time and price; the total and the deposit
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu visita' });
    expect(dialog).toHaveTextContent('11:00 hsColoración con Sofía Romero · $ 35.000');
    expect(dialog).toHaveTextContent('12:00 hsCorte con Martín Gómez · $ 12.000');
    expect(dialog).toHaveTextContent('Total$ 47.000');
    expect(dialog).toHaveTextContent('Reserva total$ 2.000');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Reserva realizada con éxito.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'reservar-visita');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      id_cliente: 7,
      id_sucursal: '2',
      servicios: '31,52',
      fecha: studioNow().date,
      hora: '11:00',
    });
    expect(callsTo(fetchMock, 'reservar-turno')).toHaveLength(0);
    // the longest journey of the wizard in jsdom, with the visit row and step 2 loaded on demand
  }, 60_000);

  it('an added service left empty blocks Siguiente; removing it books a single service again', async () => {
    const fetchMock = mockVisitApi();
    const user = userEvent.setup();
    renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />);
    await screen.findByRole('option', { name: 'Sofía Romero (Peluquera)' });
    await user.selectOptions(select('Profesional'), '4');
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    await user.click(screen.getByRole('button', { name: 'Agregar otro servicio' }));
    await screen.findByRole('group', { name: 'Servicio 2 de la visita' }); // loads on demand
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('¡Debe completar todos los campos!');
    expect(screen.getByRole('combobox', { name: 'Profesional del servicio 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar servicio 2' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Coloración con Sofía Romero en Km 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'obtener-horarios-visita')).toHaveLength(0);
  });

  it('offers at most 4 services', async () => {
    mockVisitApi();
    const user = userEvent.setup();
    renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />);
    await screen.findByRole('option', { name: 'Sofía Romero (Peluquera)' });
    await user.selectOptions(select('Profesional'), '4');
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Agregar otro servicio' }));
    }
    expect(
      await screen.findByRole('group', { name: 'Servicio 4 de la visita' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar otro servicio' })).not.toBeInTheDocument();
  });
});
