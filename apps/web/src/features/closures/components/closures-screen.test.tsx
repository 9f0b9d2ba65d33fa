import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { ClosuresScreen } from './closures-screen';

/**
 * "Feriados y cierres" (contract §7.6, issue 33): the year's holidays with their names, the option
 * and each holiday's mark, the closures with their removal, and a new closure whose affected
 * appointments are shown, with the action chosen, before it is added.
 */
configure({ asyncUtilTimeout: 5000 });
const today = studioNow().date;
const anio = Number(today.slice(0, 4));
const day = addDays(today, 3);

const holiday = (fecha: string, nombre: string, abierto = '1') => ({
  fecha,
  nombre,
  tipo: 'inamovible',
  id_sucursal: null,
  abierto,
  id_cierre: null,
});

function show(routes: Record<string, MockRoute> = {}, closing = '0') {
  const fetchMock = mockApi({
    'obtener-feriados': {
      data: {
        feriados: [
          holiday(`${anio}-12-25`, 'Navidad', closing === '1' ? '0' : '1'),
          {
            fecha: `${anio}-12-26`,
            nombre: 'Inventario anual',
            tipo: 'cierre',
            id_sucursal: 1,
            abierto: '0',
            id_cierre: 9,
          },
        ],
      },
    },
    'get-all-sucursales': {
      data: {
        sucursales: [
          { id: 1, nombre: 'Centro', direccion: 'x' },
          { id: 2, nombre: 'Km 3', direccion: 'y' },
        ],
      },
    },
    'obtener-opcion': { data: closing },
    ...routes,
  });
  renderAt('/admin/feriados', <ClosuresScreen />);
  return fetchMock;
}

describe('Feriados y cierres', () => {
  it('lists the holidays with their names and the closures with branch and reason', async () => {
    show();
    const holidays = await screen.findByRole('list', { name: `Feriados nacionales ${anio}` });
    expect(within(holidays).getByText('Navidad')).toBeInTheDocument();
    const closures = screen.getByRole('list', { name: 'Cierres' });
    expect(within(closures).getByText('Inventario anual')).toBeInTheDocument();
    expect(within(closures).getByText(/Centro ·/)).toBeInTheDocument();
    // holidays do not close: no per-holiday switch
    expect(screen.queryByRole('switch', { name: 'Se trabaja el Navidad' })).toBeNull();
  });

  it('with holidays closing, marks one as worked', async () => {
    const fetchMock = show(
      { 'PUT actualizar-feriado': { data: { fecha: `${anio}-12-25`, abierto: '1' } } },
      '1',
    );
    const mark = await screen.findByRole('switch', { name: 'Se trabaja el Navidad' });
    expect(mark).not.toBeChecked();
    await userEvent.click(mark);
    await waitFor(() => expect(callsTo(fetchMock, 'actualizar-feriado')).toHaveLength(1));
    const sent = JSON.parse(String(callsTo(fetchMock, 'actualizar-feriado')[0]?.init?.body));
    expect(sent).toEqual({ fecha: `${anio}-12-25`, abierto: '1' });
  });

  it('shows the affected appointments, then closes with the chosen action', async () => {
    const appointments = [
      wireAppointment({
        id_turno: 1,
        fecha: day,
        hora_inicio: '10:00',
        cliente_nombre: 'Ana Pérez',
        id_sucursal: 1,
      }),
      wireAppointment({
        id_turno: 2,
        fecha: day,
        hora_inicio: '11:00',
        cliente_nombre: 'Otra Sucursal',
        id_sucursal: 2,
      }),
      wireAppointment({
        id_turno: 3,
        fecha: day,
        hora_inicio: '12:00',
        cliente_nombre: 'Cancelada',
        id_sucursal: 1,
        is_cancelado: '1',
      }),
    ];
    const fetchMock = show({
      'obtener-turnos-por-periodo': { data: { turnos: appointments } },
      // as the server answers them, after the action
      'POST crear-cierre': {
        data: {
          id_cierre: 10,
          turnos_afectados: [
            wireAppointment({ ...appointments[0], is_cancelado: '1', cancelado_por: 'admin' }),
          ],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Agregar un cierre' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Sucursal' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Centro' }));
    const desde = within(form).getByLabelText('Desde');
    await userEvent.clear(desde);
    await userEvent.type(desde, day);
    await userEvent.type(within(form).getByLabelText('Motivo'), 'Corte de luz');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar turnos y cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar el cierre' });
    const list = within(dialog).getByRole('list', { name: 'Turnos afectados' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Ana Pérez/)).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /Cancelar los turnos y avisarles/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'crear-cierre')).toHaveLength(1));
    const sent = JSON.parse(String(callsTo(fetchMock, 'crear-cierre')[0]?.init?.body));
    expect(sent).toEqual({
      fecha_desde: day,
      id_sucursal: 1,
      razon: 'Corte de luz',
      accion: 'cancelar_y_avisar',
    });
    expect(
      await screen.findByText(/Cancelamos 1 turno y avisamos a cada cliente/),
    ).toBeInTheDocument();
  });

  it('keeps the server’s refusal in the dialog, and refuses a past date before asking', async () => {
    show({
      'obtener-turnos-por-periodo': { data: { turnos: [] } },
      'POST crear-cierre': () =>
        errorResponse(400, 1003, 'El cierre no puede superar los 31 días.'),
    });
    const form = await screen.findByRole('form', { name: 'Agregar un cierre' });
    const desde = within(form).getByLabelText('Desde');
    await userEvent.clear(desde);
    await userEvent.type(desde, addDays(today, -1));
    await userEvent.type(within(form).getByLabelText('Motivo'), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar turnos y cerrar' }));
    expect(
      await within(form).findByText('La fecha no puede ser anterior a hoy.'),
    ).toBeInTheDocument();
    await userEvent.clear(desde);
    await userEvent.type(desde, day);
    await userEvent.click(within(form).getByRole('button', { name: 'Revisar turnos y cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar el cierre' });
    expect(within(dialog).getByText(/No hay turnos activos en esas fechas/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(
      await within(dialog).findByText('El cierre no puede superar los 31 días.'),
    ).toBeInTheDocument();
  });

  it('removes a closure', async () => {
    const fetchMock = show({ 'DELETE eliminar-cierre': { data: { id_cierre: 9 } } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar el cierre "Inventario anual"' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'eliminar-cierre')).toHaveLength(1));
    const call = callsTo(fetchMock, 'eliminar-cierre')[0];
    const sent =
      call?.url.searchParams.get('id_cierre') ?? JSON.parse(String(call?.init?.body)).id_cierre;
    expect(String(sent)).toBe('9');
  });

  it('a failed load shows Reintentar', async () => {
    show({ 'obtener-feriados': () => errorResponse(500, 1099, 'Error interno del servidor') });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(jsonResponse).toBeTypeOf('function');
  });
});
