import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioNow } from '@turnos/domain';
import { jsonResponse, renderRoutes } from '@/test/render';
import { callsTo } from '@/test/mock-api';
import { confAgenda, mockBookingApi } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

/**
 * Contract §7.5 `usar_saldo`: in the summary a client whose credit covers the deposit may pay it
 * with the credit; the booking is then sent with `usar_saldo` '1' (and without it otherwise).
 */
const BOOK = '/cliente/reservar-turno';
const today = studioNow().date;
const url = `${BOOK}?id_sucursal=2&id_peluquero_sucursal=4&id_servicio_de_peluquero_por_sucursal=31&paso=2&fecha=${today}&hora=10:00`;
const withDeposit = {
  'obtener-conf-agenda': {
    data: {
      confAgenda: {
        ...confAgenda,
        tipo_de_cobro_de_reserva: 2,
        valor_de_cobro_de_reserva: '3000.00',
      },
    },
  },
};
const credit = (saldo: string) => ({
  'obtener-saldo-cliente': { data: { saldo, vence: null, monto_vence: null, movimientos: [] } },
});
const booked = {
  'reservar-turno': () =>
    jsonResponse(200, {
      success: true,
      data: { id_turno: 99, monto_reserva: '3000.00', reserva_paga: '1', vence: null },
    }),
};

function render() {
  return renderRoutes(
    [
      { path: BOOK, element: <BookingWizard clientId={7} /> },
      { path: '/inicio', element: <h1>Inicio</h1> },
    ],
    url,
  );
}

describe('paying the deposit with the client’s credit', () => {
  it('the switch on: reservar-turno carries usar_saldo 1 and the note says it is paid', async () => {
    const fetchMock = mockBookingApi({ ...withDeposit, ...credit('5000.00'), ...booked });
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    const toggle = await within(dialog).findByRole('switch', {
      name: 'Pagar la seña con mi saldo a favor',
    });
    expect(dialog).toHaveTextContent('requiere una seña de $ 3.000');
    await user.click(toggle);
    expect(dialog).toHaveTextContent('La seña se paga con tu saldo a favor');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'reservar-turno')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'reservar-turno')[0]?.init?.body)) as Record<
      string,
      unknown
    >;
    expect(body.usar_saldo).toBe('1');
  });

  it('left off, or not enough credit: booked as always, without usar_saldo', async () => {
    const fetchMock = mockBookingApi({ ...withDeposit, ...credit('2999.99'), ...booked });
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu turno' });
    expect(
      await within(dialog).findByText(
        'Tu saldo a favor ($ 2.999,99) no alcanza para pagar esta seña.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'reservar-turno')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'reservar-turno')[0]?.init?.body)) as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('usar_saldo');
  });
});
