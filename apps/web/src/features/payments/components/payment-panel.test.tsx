import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { PaymentPanel } from './payment-panel';

const DATOS = {
  MP_PUBLIC_KEY: 'TEST-public',
  NOMBRE_COMERCIAL: 'Peluquería Demo',
  BACK_URL_SUCCESS: 'http://localhost/cliente/mp-success',
  BACK_URL_FAILURE: 'http://localhost/cliente/mp-failure',
  CVU: '0000003100012345678901',
};

function setup(paymentInfo: unknown, preferencia?: () => Response) {
  const fetchMock = mockApi({
    'obtener-datos-pago':
      typeof paymentInfo === 'function' ? (paymentInfo as () => Response) : { data: paymentInfo },
    'POST crear-preferencia-pago':
      preferencia ??
      (() =>
        jsonResponse(200, {
          success: true,
          data: { id: 'p1', init_point: 'https://mp.test/checkout?pref_id=p1' },
        })),
  });
  const navigate = vi.fn();
  renderAt('/', <PaymentPanel appointmentId={42} monto="10500.00" navigate={navigate} />);
  return { fetchMock, navigate };
}

describe('PaymentPanel', () => {
  it('with a public key: the pay button creates the preference and goes to its init_point', async () => {
    const { fetchMock, navigate } = setup(DATOS);
    expect(await screen.findByText('Proceder al pago de la reserva.')).toBeInTheDocument();
    expect(screen.getByText(/Monto de la reserva/)).toHaveTextContent('10.500');
    expect(screen.getByLabelText('CVU 0000003100012345678901')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar seña' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://mp.test/checkout?pref_id=p1'),
    );
    const [call] = callsTo(fetchMock, 'crear-preferencia-pago');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ id_turno: 42 });
  });

  it('without a public key: only the transfer text with the CVU', async () => {
    setup({ ...DATOS, MP_PUBLIC_KEY: '' });
    expect(await screen.findByLabelText('CVU 0000003100012345678901')).toBeInTheDocument();
    expect(
      screen.getByText('Podés abonarla por transferencia bancaria al CVU:'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar seña' })).not.toBeInTheDocument();
  });

  it('a key without a CVU: only the button', async () => {
    setup({ ...DATOS, CVU: '' });
    expect(await screen.findByRole('button', { name: 'Pagar seña' })).toBeInTheDocument();
    expect(screen.queryByText(/CVU/)).not.toBeInTheDocument();
  });

  it('a failed preference shows the seed texts', async () => {
    setup(DATOS, () => errorResponse(502, 1099, 'x'));
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar seña' }));
    expect(await screen.findByText('Error al generar la preferencia de pago')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Disculpe, pero no podemos generar el botón de pago de su reserva. Por favor, intente nuevamente.',
      ),
    ).toBeInTheDocument();
  });

  it('an expired reservation: the server says so', async () => {
    setup(DATOS, () =>
      errorResponse(409, 1009, 'La reserva ha expirado. Por favor, Reservá un nuevo turno.'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar seña' }));
    expect(
      await screen.findByText('La reserva ha expirado. Por favor, Reservá un nuevo turno.'),
    ).toBeInTheDocument();
  });

  it('payment data that cannot be loaded', async () => {
    setup(() => errorResponse(500, 1099, 'Error interno del servidor'));
    expect(await screen.findByText('Error al cargar los datos para el pago')).toBeInTheDocument();
  });
});
