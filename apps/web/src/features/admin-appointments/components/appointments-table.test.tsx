import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import type { Appointment } from '@/api/appointments';
import { wireAppointment } from '@/test/wire-appointment';
import { AppointmentsTable } from './appointments-table';

configure({ asyncUtilTimeout: 5000 });
const today = studioNow().date;

function appointment(id: number, over: Partial<Appointment> = {}): Appointment {
  return wireAppointment({
    id_turno: id,
    id_cliente: 7,
    id_peluquero_sucursal: 3,
    id_servicio: 5,
    fecha: addDays(today, 2),
    hora: '10:00',
    hora_inicio: '10:00',
    hora_fin: '10:45',
    sobreturno: '0',
    ocupado: '0',
    cliente_nombre: `Cliente ${id}`,
    cliente_celular: '5492971234567',
    cliente_email: 'c@t.test',
    nombre_servicio: 'Corte de dama',
    nombre_peluquero: 'Lucía Fernández',
    nombre_sucursal: 'Centro',
    is_cancelado: '0',
    cancelado_por: null,
    reserva_paga: '1',
    monto_reserva: '5400.00',
    pago_aprobado_por: 0,
    horas_caducidad_reserva_impaga: 24,
    horas_reprogramar_turno: 24,
    vence: null,
    ...over,
  });
}

function setup(rows: Appointment[], isAdmin: boolean, paid: MockRoute = { data: {} }) {
  const fetchMock = mockApi({ 'PUT actualizar-estado-reserva-paga': paid });
  renderAt('/', <AppointmentsTable rows={rows} isAdmin={isAdmin} label="Turnos" />);
  return fetchMock;
}

const paidSwitch = (id: number) =>
  screen.getByRole('switch', { name: new RegExp(`^Reserva paga del turno de Cliente ${id} `) });

describe('TurnosTable deposit toggle', () => {
  it('turns a deposit paid at once and says so', async () => {
    const fetchMock = setup([appointment(1, { reserva_paga: '0' })], true);
    await userEvent.click(paidSwitch(1));
    expect(paidSwitch(1)).toBeChecked();
    expect(
      await screen.findByText('Estado de la reserva actualizado correctamente.'),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'actualizar-estado-reserva-paga');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ id_turno: 1, activo: '1' });
  });

  it('reverts the switch when the server refuses', async () => {
    setup([appointment(1, { reserva_paga: '0' })], true, () =>
      errorResponse(500, 1099, 'Error interno del servidor'),
    );
    await userEvent.click(paidSwitch(1));
    expect(
      await screen.findByText('Error al actualizar el estado de la reserva.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(paidSwitch(1)).not.toBeChecked());
  });

  it('asks before turning a paid deposit off, and does nothing when declined', async () => {
    const fetchMock = setup([appointment(1)], true, () =>
      jsonResponse(200, { success: true, data: {} }),
    );
    const user = userEvent.setup();
    await user.click(paidSwitch(1));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Al cambiar el estado de la reserva, se perderá el registro de pago. ¿Desea continuar?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paidSwitch(1)).toBeChecked();
    expect(callsTo(fetchMock, 'actualizar-estado-reserva-paga')).toHaveLength(0);

    await user.click(paidSwitch(1));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'actualizar-estado-reserva-paga')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paidSwitch(1)).not.toBeChecked();
    const body = JSON.parse(
      String(callsTo(fetchMock, 'actualizar-estado-reserva-paga')[0]?.init?.body),
    );
    expect(body).toEqual({ id_turno: 1, activo: '0' });
  });

  it('is disabled for a professional who is not an admin', () => {
    setup([appointment(1)], false);
    expect(paidSwitch(1)).toBeDisabled();
  });
});

describe('TurnosTable actions', () => {
  it('offers cancel only after today and when not cancelled', async () => {
    setup(
      [
        appointment(1, { fecha: today }),
        appointment(2, { fecha: addDays(today, 1) }),
        appointment(3, { fecha: addDays(today, 1), is_cancelado: '1' }),
      ],
      true,
    );
    const user = userEvent.setup();
    const itemsOf = async (id: number) => {
      await user.click(
        screen.getByRole('button', { name: new RegExp(`^Acciones del turno de Cliente ${id} `) }),
      );
      const menu = await screen.findByRole('menu');
      const names = within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return names;
    };
    expect(await itemsOf(1)).not.toContain('Cancelar turno');
    expect(await itemsOf(2)).toContain('Cancelar turno');
    expect(await itemsOf(3)).not.toContain('Cancelar turno');
  });
});
